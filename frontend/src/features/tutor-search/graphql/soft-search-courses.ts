import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SoftSearchCoursesQuery, SoftSearchCoursesQueryVariables } from '../../../lib/graphql/generated';

/** A course as the search suggests it; schoolName is the one school that offers it, or null when it is offered widely. */
export type CourseSuggestion = SoftSearchCoursesQuery['softSearchCourses'][number];

export const SOFT_SEARCH_COURSES: TypedDocumentNode<SoftSearchCoursesQuery, SoftSearchCoursesQueryVariables> = gql`
  query softSearchCourses($name: String!) {
    softSearchCourses(name: $name) {
      id
      fullCourseName
      schoolName
    }
  }
`;

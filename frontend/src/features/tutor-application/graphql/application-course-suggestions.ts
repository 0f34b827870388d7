import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ApplicationCourseSuggestionsQuery, ApplicationCourseSuggestionsQueryVariables } from '../../../lib/graphql/generated';

/** The catalog search of the course steps (softSearchCourses: shipped courses and approved class requests). */
export const APPLICATION_COURSE_SUGGESTIONS: TypedDocumentNode<ApplicationCourseSuggestionsQuery, ApplicationCourseSuggestionsQueryVariables> = gql`
  query applicationCourseSuggestions($name: String!) {
    softSearchCourses(name: $name) {
      id
      fullCourseName
      schoolName
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ApplicationSchoolSuggestionsQuery, ApplicationSchoolSuggestionsQueryVariables } from '../../../lib/graphql/generated';

/** The school-info step's search: the catalog's high schools, or its colleges. */
export const APPLICATION_SCHOOL_SUGGESTIONS: TypedDocumentNode<ApplicationSchoolSuggestionsQuery, ApplicationSchoolSuggestionsQueryVariables> = gql`
  query applicationSchoolSuggestions($name: String!, $highSchool: Boolean!) {
    highSchools: searchHighSchoolByName(name: $name) @include(if: $highSchool) {
      id
      name
      city
      state
    }
    colleges: searchCollegeByName(name: $name) @skip(if: $highSchool) {
      id
      name
      city
      state
    }
  }
`;

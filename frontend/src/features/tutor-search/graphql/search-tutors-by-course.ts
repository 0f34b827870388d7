import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SearchTutorsByCourseQuery, SearchTutorsByCourseQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_CARD_FIELDS } from '../../../components/tutor/tutor-card-fields';

export type TutorSearchResult = SearchTutorsByCourseQuery['searchTutorsByCourse'];

/** The variables as the app sends them: both page numbers, a local page or -1 for online tutors only. */
export type SearchTutorsByCourseVariables = SearchTutorsByCourseQueryVariables & { localPageNumber: number; onlinePageNumber: number };

/** Spec section 7: network only (the client runs it through `client.query` with that policy). */
export const SEARCH_TUTORS_BY_COURSE: TypedDocumentNode<SearchTutorsByCourseQuery, SearchTutorsByCourseQueryVariables> = gql`
  query searchTutorsByCourse($input: String!, $localPageNumber: Int, $onlinePageNumber: Int, $zip: String, $studentGradeLevel: GradeLevel) {
    searchTutorsByCourse(input: $input, localPageNumber: $localPageNumber, onlinePageNumber: $onlinePageNumber, zip: $zip, studentGradeLevel: $studentGradeLevel) {
      localTutors {
        ${TUTOR_CARD_FIELDS}
      }
      onlineTutors {
        ${TUTOR_CARD_FIELDS}
      }
      localTutorCount
      onlineTutorCount
      course
      locationDescription
    }
  }
`;

import { gql } from '@apollo/client';
import { GradeLevel } from '../../../components/tutor/tutor-summary';
import { TUTOR_CARD_FIELDS, TutorCardData } from './tutor-card-fields';

export interface TutorSearchResult {
  localTutors: TutorCardData[];
  onlineTutors: TutorCardData[];
  localTutorCount: number;
  onlineTutorCount: number;
  /** The course as the server resolved it, e.g. "Algebra 1". */
  course: string;
  /** "Austin, TX" for a local search. */
  locationDescription: string | null;
}

export interface SearchTutorsByCourseData {
  searchTutorsByCourse: TutorSearchResult;
}

export interface SearchTutorsByCourseVariables {
  input: string;
  /** A local page, or -1 for online tutors only. */
  localPageNumber: number;
  onlinePageNumber: number;
  zip?: string;
  studentGradeLevel?: GradeLevel;
}

/** Spec section 7: network only (the client runs it through `client.query` with that policy). */
export const SEARCH_TUTORS_BY_COURSE = gql`
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

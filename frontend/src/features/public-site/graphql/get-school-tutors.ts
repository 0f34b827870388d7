import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { SchoolTutorsQuery, SchoolTutorsQueryVariables } from '../../../lib/graphql/generated';

/** A school's tutors (getTutorsBySchool), with what their cards show. */
export const GET_SCHOOL_TUTORS: TypedDocumentNode<SchoolTutorsQuery, SchoolTutorsQueryVariables> = gql`
  query schoolTutors($school: String!, $city: String, $state: String) {
    getTutorsBySchool(school: $school, city: $city, state: $state) {
      id
      profileId
      profilePageId
      firstName
      lastInitial
      bio
      hourlyWage
      avgReviewScore
      reviewCount
      hoursTutored
      teaches
    }
  }
`;

export type SchoolTutor = SchoolTutorsQuery['getTutorsBySchool'][number];

export function useSchoolTutorsQuery(school: { name: string; city: string; state: string }) {
  return useQuery(GET_SCHOOL_TUTORS, { variables: { school: school.name, city: school.city, state: school.state } });
}

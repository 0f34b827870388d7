import { gql, useQuery } from '@apollo/client';
import { TutorSchool } from '../../../components/tutor/tutor-summary';
import { TUTOR_SCHOOL_FIELDS } from './tutor-card-fields';

export interface TopActiveTutor {
  id: string;
  profileId: string;
  firstName: string;
  lastInitial: string;
  school: TutorSchool | null;
}

export interface GetTopActiveTutorsData {
  getTopActiveTutors: TopActiveTutor[];
}

/** Spec section 9: top active tutors requested 10. */
export const TOP_ACTIVE_TUTORS_REQUESTED = 10;

export const GET_TOP_ACTIVE_TUTORS = gql`
  query getTopActiveTutors($numberTutors: Int) {
    getTopActiveTutors(numberTutors: $numberTutors) {
      id
      profileId
      firstName
      lastInitial
      school {
        ${TUTOR_SCHOOL_FIELDS}
      }
    }
  }
`;

export function useTopActiveTutorsQuery() {
  return useQuery<GetTopActiveTutorsData, { numberTutors: number }>(GET_TOP_ACTIVE_TUTORS, { variables: { numberTutors: TOP_ACTIVE_TUTORS_REQUESTED } });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTopActiveTutorsQuery, GetTopActiveTutorsQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_SCHOOL_FIELDS } from '../../../components/tutor/tutor-card-fields';

export type TopActiveTutor = GetTopActiveTutorsQuery['getTopActiveTutors'][number];

/** Spec section 9: top active tutors requested 10. */
export const TOP_ACTIVE_TUTORS_REQUESTED = 10;

export const GET_TOP_ACTIVE_TUTORS: TypedDocumentNode<GetTopActiveTutorsQuery, GetTopActiveTutorsQueryVariables> = gql`
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
  return useQuery(GET_TOP_ACTIVE_TUTORS, { variables: { numberTutors: TOP_ACTIVE_TUTORS_REQUESTED } });
}

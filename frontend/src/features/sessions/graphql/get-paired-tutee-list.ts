import { gql, useQuery } from '@apollo/client';
import { SessionPerson } from './session-fields';

export interface PairedTuteeListData {
  getPairedTuteeList: SessionPerson[];
}

/** The clients the tutor has an active pair with: who a session can be scheduled with. */
export const GET_PAIRED_TUTEE_LIST = gql`
  query getPairedTuteeList {
    getPairedTuteeList {
      id
      firstName
      lastName
      profileId
    }
  }
`;

export function usePairedTuteeListQuery(skip = false) {
  return useQuery<PairedTuteeListData>(GET_PAIRED_TUTEE_LIST, { skip, fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPairedTuteeListQuery, GetPairedTuteeListQueryVariables } from '../../../lib/graphql/generated';

/** The clients the tutor has an active pair with: who a session can be scheduled with. */
export const GET_PAIRED_TUTEE_LIST: TypedDocumentNode<GetPairedTuteeListQuery, GetPairedTuteeListQueryVariables> = gql`
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
  return useQuery(GET_PAIRED_TUTEE_LIST, { skip, fetchPolicy: 'cache-and-network' });
}

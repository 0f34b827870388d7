import { gql, useQuery } from '@apollo/client';

export interface PendingSessionCountData {
  getPendingSessionCount: number;
}

/** Spec section 7: how many of the viewer's sessions are not yet processed (upcoming or recently completed). */
export const GET_PENDING_SESSION_COUNT = gql`
  query getPendingSessionCount($dateRegex: String) {
    getPendingSessionCount(dateRegex: $dateRegex)
  }
`;

export function usePendingSessionCountQuery(skip: boolean) {
  return useQuery<PendingSessionCountData, { dateRegex?: string }>(GET_PENDING_SESSION_COUNT, { variables: {}, skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

import { gql, useQuery } from '@apollo/client';

/** The Find Clients badge: requests waiting for the tutor's answer. */
export const GET_PENDING_TUTOR_REQUEST_COUNT = gql`
  query getPendingTutorRequestCount {
    getPendingTutorRequestCount
  }
`;

/** The count for a tutor (null while unknown or when `enabled` is false). */
export function usePendingTutorRequestCount(enabled: boolean): number | null {
  const { data } = useQuery<{ getPendingTutorRequestCount: number }>(GET_PENDING_TUTOR_REQUEST_COUNT, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  return enabled ? (data?.getPendingTutorRequestCount ?? null) : null;
}

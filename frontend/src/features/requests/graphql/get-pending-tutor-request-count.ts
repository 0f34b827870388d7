import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPendingTutorRequestCountQuery, GetPendingTutorRequestCountQueryVariables } from '../../../lib/graphql/generated';

/** The Find Clients badge: requests waiting for the tutor's answer. */
export const GET_PENDING_TUTOR_REQUEST_COUNT: TypedDocumentNode<GetPendingTutorRequestCountQuery, GetPendingTutorRequestCountQueryVariables> = gql`
  query getPendingTutorRequestCount {
    getPendingTutorRequestCount
  }
`;

/** The count for a tutor (null while unknown or when `enabled` is false). */
export function usePendingTutorRequestCount(enabled: boolean): number | null {
  const { data } = useQuery(GET_PENDING_TUTOR_REQUEST_COUNT, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  return enabled ? (data?.getPendingTutorRequestCount ?? null) : null;
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPendingSessionCountQuery, GetPendingSessionCountQueryVariables } from '../../../lib/graphql/generated';

/** Spec section 7: how many of the viewer's sessions are not yet processed (upcoming or recently completed). */
export const GET_PENDING_SESSION_COUNT: TypedDocumentNode<GetPendingSessionCountQuery, GetPendingSessionCountQueryVariables> = gql`
  query getPendingSessionCount($dateRegex: String) {
    getPendingSessionCount(dateRegex: $dateRegex)
  }
`;

export function usePendingSessionCountQuery(skip: boolean) {
  return useQuery(GET_PENDING_SESSION_COUNT, { variables: {}, skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

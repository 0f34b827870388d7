import { gql, useLazyQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPairsForGroupSessionQuery, GetPairsForGroupSessionQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_PAIR_FIELDS } from './admin-pair-fields';

/** The active pairs of the given clients: who can join a group session with whom. Admins only. */
export const GET_PAIRS_FOR_GROUP_SESSION: TypedDocumentNode<GetPairsForGroupSessionQuery, GetPairsForGroupSessionQueryVariables> = gql`
  query getPairsForGroupSession($tuteeIds: [ID!]!) {
    getPairsForGroupSession(tuteeIds: $tuteeIds) {
      ${ADMIN_PAIR_FIELDS}
    }
  }
`;

export function usePairsForGroupSessionLazyQuery() {
  return useLazyQuery(GET_PAIRS_FOR_GROUP_SESSION, { fetchPolicy: 'network-only' });
}

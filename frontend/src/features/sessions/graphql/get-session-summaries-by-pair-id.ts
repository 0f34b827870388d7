import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetSessionSummariesByPairIdQuery, GetSessionSummariesByPairIdQueryVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** The pair's ended sessions, latest first, with the tutor's summaries and the client's feedback. */
export const GET_SESSION_SUMMARIES_BY_PAIR_ID: TypedDocumentNode<GetSessionSummariesByPairIdQuery, GetSessionSummariesByPairIdQueryVariables> = gql`
  query getSessionSummariesByPairId($pairId: ID!) {
    getSessionSummariesByPairId(pairId: $pairId) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useSessionSummariesByPairIdQuery(pairId: string | null) {
  return useQuery(GET_SESSION_SUMMARIES_BY_PAIR_ID, {
    variables: { pairId: pairId ?? '' },
    skip: !pairId,
    fetchPolicy: 'cache-and-network',
  });
}

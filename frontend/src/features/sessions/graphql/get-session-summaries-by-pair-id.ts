import { gql, useQuery } from '@apollo/client';
import { Session, SESSION_FIELDS } from './session-fields';

export interface SessionSummariesByPairIdData {
  getSessionSummariesByPairId: Session[];
}

/** The pair's ended sessions, latest first, with the tutor's summaries and the client's feedback. */
export const GET_SESSION_SUMMARIES_BY_PAIR_ID = gql`
  query getSessionSummariesByPairId($pairId: ID!) {
    getSessionSummariesByPairId(pairId: $pairId) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useSessionSummariesByPairIdQuery(pairId: string | null) {
  return useQuery<SessionSummariesByPairIdData, { pairId: string }>(GET_SESSION_SUMMARIES_BY_PAIR_ID, {
    variables: { pairId: pairId ?? '' },
    skip: !pairId,
    fetchPolicy: 'cache-and-network',
  });
}

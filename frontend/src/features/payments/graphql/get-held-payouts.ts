import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetHeldPayoutsQuery, GetHeldPayoutsQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_SESSION_BRIEF_FIELDS } from './tutor-session-brief-fields';

/** The tutor's payouts held until they add a payout method, with the sessions they pay for (the dashboard). */
export const GET_HELD_PAYOUTS: TypedDocumentNode<GetHeldPayoutsQuery, GetHeldPayoutsQueryVariables> = gql`
  query getHeldPayouts {
    getHeldPayouts {
      sessionId
      amountCents
      processedAt
      reason
      session {
        ${TUTOR_SESSION_BRIEF_FIELDS}
      }
    }
  }
`;

export function useHeldPayoutsQuery(skip: boolean) {
  return useQuery(GET_HELD_PAYOUTS, { skip, fetchPolicy: 'cache-and-network' });
}

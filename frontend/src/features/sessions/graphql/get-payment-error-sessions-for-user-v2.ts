import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPaymentErrorSessionsForUserV2Query, GetPaymentErrorSessionsForUserV2QueryVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** The viewer's sessions whose payout failed (status ERROR, with errorReason), latest first. */
export const GET_PAYMENT_ERROR_SESSIONS_FOR_USER_V2: TypedDocumentNode<GetPaymentErrorSessionsForUserV2Query, GetPaymentErrorSessionsForUserV2QueryVariables> = gql`
  query getPaymentErrorSessionsForUserV2 {
    getPaymentErrorSessionsForUserV2 {
      ${SESSION_FIELDS}
    }
  }
`;

export function usePaymentErrorSessionsQuery() {
  return useQuery(GET_PAYMENT_ERROR_SESSIONS_FOR_USER_V2, { fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery } from '@apollo/client';
import { Session, SESSION_FIELDS } from './session-fields';

export interface PaymentErrorSessionsData {
  getPaymentErrorSessionsForUserV2: Session[];
}

/** The viewer's sessions whose payout failed (status ERROR, with errorReason), latest first. */
export const GET_PAYMENT_ERROR_SESSIONS_FOR_USER_V2 = gql`
  query getPaymentErrorSessionsForUserV2 {
    getPaymentErrorSessionsForUserV2 {
      ${SESSION_FIELDS}
    }
  }
`;

export function usePaymentErrorSessionsQuery() {
  return useQuery<PaymentErrorSessionsData>(GET_PAYMENT_ERROR_SESSIONS_FOR_USER_V2, { fetchPolicy: 'cache-and-network' });
}

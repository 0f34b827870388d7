import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetCreditCardDataQuery, GetCreditCardDataQueryVariables } from '../../../lib/graphql/generated';
import { PAYMENT_METHOD_FIELDS } from './payment-method-fields';

/** The viewer's cards; none means the 'Missing Payment Info!' alert and the '!' profile badge for a client. */
export const GET_CREDIT_CARD_DATA: TypedDocumentNode<GetCreditCardDataQuery, GetCreditCardDataQueryVariables> = gql`
  query getCreditCardData {
    getCreditCardData {
      ${PAYMENT_METHOD_FIELDS}
    }
  }
`;

export function useCreditCardDataQuery(skip = false) {
  return useQuery(GET_CREDIT_CARD_DATA, { skip, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveTutoringMarketplaceCreditMutation, SaveTutoringMarketplaceCreditMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_RATES_FIELDS } from './admin-pair-fields';

/** Grants (positive) or removes (negative) account credit in cents, with a reason; once per idempotency key. */
export const SAVE_TUTORING_MARKETPLACE_CREDIT: TypedDocumentNode<SaveTutoringMarketplaceCreditMutation, SaveTutoringMarketplaceCreditMutationVariables> = gql`
  mutation saveTutoringMarketplaceCredit($userId: ID!, $amountCents: Int!, $reason: String!, $idempotencyKey: String!) {
    saveTutoringMarketplaceCredit(userId: $userId, amountCents: $amountCents, reason: $reason, idempotencyKey: $idempotencyKey) {
      ${ADMIN_USER_RATES_FIELDS}
    }
  }
`;

export function useSaveTutoringMarketplaceCreditMutation() {
  return useMutation(SAVE_TUTORING_MARKETPLACE_CREDIT);
}

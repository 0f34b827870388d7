import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ActivateAccountFromInviteMutation, ActivateAccountFromInviteMutationVariables } from '../../../lib/graphql/generated';

export const ACTIVATE_ACCOUNT_FROM_INVITE: TypedDocumentNode<ActivateAccountFromInviteMutation, ActivateAccountFromInviteMutationVariables> = gql`
  mutation activateAccountFromInvite($token: String!, $password: String!, $idempotencyKey: String) {
    activateAccountFromInvite(token: $token, password: $password, idempotencyKey: $idempotencyKey) {
      token
    }
  }
`;

export function useActivateAccountFromInviteMutation() {
  return useMutation(ACTIVATE_ACCOUNT_FROM_INVITE);
}

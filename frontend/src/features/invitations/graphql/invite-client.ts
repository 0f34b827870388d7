import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { InviteClientMutation, InviteClientMutationVariables } from '../../../lib/graphql/generated';
import { INVITATION_FIELDS } from './invitation-fields';
import { GET_SENT_INVITATIONS } from './get-sent-invitations';

export const INVITE_CLIENT: TypedDocumentNode<InviteClientMutation, InviteClientMutationVariables> = gql`
  mutation inviteClient($input: InviteClientInput!, $idempotencyKey: String!) {
    inviteClient(input: $input, idempotencyKey: $idempotencyKey) {
      ${INVITATION_FIELDS}
    }
  }
`;

export function useInviteClientMutation() {
  return useMutation(INVITE_CLIENT, { refetchQueries: [{ query: GET_SENT_INVITATIONS }] });
}

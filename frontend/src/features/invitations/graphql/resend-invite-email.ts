import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ResendInviteEmailMutation, ResendInviteEmailMutationVariables } from '../../../lib/graphql/generated';
import { INVITATION_FIELDS } from './invitation-fields';

export const RESEND_INVITE_EMAIL: TypedDocumentNode<ResendInviteEmailMutation, ResendInviteEmailMutationVariables> = gql`
  mutation resendInviteEmail($invitationId: ID!) {
    resendInviteEmail(invitationId: $invitationId) {
      ${INVITATION_FIELDS}
    }
  }
`;

export function useResendInviteEmailMutation() {
  return useMutation(RESEND_INVITE_EMAIL);
}

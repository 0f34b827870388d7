import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditContactInfoMutation, EditContactInfoMutationVariables } from '../../../lib/graphql/generated';
import { CURRENT_USER_SELECTION } from '../../../lib/session/get-current-user';

/** Saves the phone number (E.164); a new number needs verifying again. */
export const EDIT_CONTACT_INFO: TypedDocumentNode<EditContactInfoMutation, EditContactInfoMutationVariables> = gql`
  mutation editContactInfo($phoneNumber: String!) {
    editContactInfo(phoneNumber: $phoneNumber) {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useEditContactInfoMutation() {
  return useMutation(EDIT_CONTACT_INFO);
}

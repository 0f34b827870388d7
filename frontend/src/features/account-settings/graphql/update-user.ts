import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { UpdateUserMutation, UpdateUserMutationVariables } from '../../../lib/graphql/generated';
import { PROFILE_DETAILS_FIELDS } from './profile-details';

/** The edit-profile page's one Save: every field of the form at once. */
export const UPDATE_USER: TypedDocumentNode<UpdateUserMutation, UpdateUserMutationVariables> = gql`
  mutation updateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ${PROFILE_DETAILS_FIELDS}
    }
  }
`;

export function useUpdateUserMutation() {
  return useMutation(UPDATE_USER);
}

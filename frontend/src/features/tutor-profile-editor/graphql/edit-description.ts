import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditDescriptionMutation, EditDescriptionMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const EDIT_DESCRIPTION: TypedDocumentNode<EditDescriptionMutation, EditDescriptionMutationVariables> = gql`
  mutation editDescription($description: String!, $expectedRevision: Int) {
    editDescription(description: $description, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useEditDescriptionMutation() {
  return useMutation(EDIT_DESCRIPTION);
}

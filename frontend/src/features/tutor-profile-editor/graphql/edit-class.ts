import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditClassMutation, EditClassMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const EDIT_CLASS: TypedDocumentNode<EditClassMutation, EditClassMutationVariables> = gql`
  mutation editClass($input: EditClassInput!, $expectedRevision: Int) {
    editClass(input: $input, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useEditClassMutation() {
  return useMutation(EDIT_CLASS);
}

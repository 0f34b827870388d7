import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditVisibilityV2Mutation, EditVisibilityV2MutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const EDIT_VISIBILITY_V2: TypedDocumentNode<EditVisibilityV2Mutation, EditVisibilityV2MutationVariables> = gql`
  mutation editVisibilityV2($isVisible: Boolean!, $expectedRevision: Int) {
    editVisibilityV2(isVisible: $isVisible, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useEditVisibilityV2Mutation() {
  return useMutation(EDIT_VISIBILITY_V2);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditLocationV2Mutation, EditLocationV2MutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const EDIT_LOCATION_V2: TypedDocumentNode<EditLocationV2Mutation, EditLocationV2MutationVariables> = gql`
  mutation editLocationV2($zipCode: String!, $expectedRevision: Int) {
    editLocationV2(zipCode: $zipCode, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useEditLocationV2Mutation() {
  return useMutation(EDIT_LOCATION_V2);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditAvailabilityMutation, EditAvailabilityMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const EDIT_AVAILABILITY: TypedDocumentNode<EditAvailabilityMutation, EditAvailabilityMutationVariables> = gql`
  mutation editAvailability($input: AvailabilityInput!, $expectedRevision: Int) {
    editAvailability(input: $input, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useEditAvailabilityMutation() {
  return useMutation(EDIT_AVAILABILITY);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AddClassesMutation, AddClassesMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const ADD_CLASSES: TypedDocumentNode<AddClassesMutation, AddClassesMutationVariables> = gql`
  mutation addClasses($classes: [TutorClassInput!]!, $expectedRevision: Int) {
    addClasses(classes: $classes, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useAddClassesMutation() {
  return useMutation(ADD_CLASSES);
}

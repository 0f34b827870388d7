import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RemoveClassesFromTutorProfileMutation, RemoveClassesFromTutorProfileMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const REMOVE_CLASSES: TypedDocumentNode<RemoveClassesFromTutorProfileMutation, RemoveClassesFromTutorProfileMutationVariables> = gql`
  mutation removeClassesFromTutorProfile($courseKeys: [String!]!, $expectedRevision: Int) {
    removeClassesFromTutorProfile(courseKeys: $courseKeys, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useRemoveClassesFromTutorProfileMutation() {
  return useMutation(REMOVE_CLASSES);
}

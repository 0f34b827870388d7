import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AddCollegeClassesMutation, AddCollegeClassesMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const ADD_COLLEGE_CLASSES: TypedDocumentNode<AddCollegeClassesMutation, AddCollegeClassesMutationVariables> = gql`
  mutation addCollegeClasses($classes: [TutorClassInput!]!, $expectedRevision: Int) {
    addCollegeClasses(classes: $classes, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useAddCollegeClassesMutation() {
  return useMutation(ADD_COLLEGE_CLASSES);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AddHighSchoolClassesMutation, AddHighSchoolClassesMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const ADD_HIGH_SCHOOL_CLASSES: TypedDocumentNode<AddHighSchoolClassesMutation, AddHighSchoolClassesMutationVariables> = gql`
  mutation addHighSchoolClasses($classes: [TutorClassInput!]!, $expectedRevision: Int) {
    addHighSchoolClasses(classes: $classes, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useAddHighSchoolClassesMutation() {
  return useMutation(ADD_HIGH_SCHOOL_CLASSES);
}

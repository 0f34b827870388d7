import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { EditSchoolMutation, EditSchoolMutationVariables } from '../../../lib/graphql/generated';
import { EDITOR_TUTOR_FIELDS } from './editor-tutor-fields';

export const EDIT_SCHOOL: TypedDocumentNode<EditSchoolMutation, EditSchoolMutationVariables> = gql`
  mutation editSchool($input: EditSchoolInput!, $expectedRevision: Int) {
    editSchool(input: $input, expectedRevision: $expectedRevision) {
      ${EDITOR_TUTOR_FIELDS}
    }
  }
`;

export function useEditSchoolMutation() {
  return useMutation(EDIT_SCHOOL);
}

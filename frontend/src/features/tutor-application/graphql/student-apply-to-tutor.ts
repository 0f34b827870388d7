import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { StudentApplyToTutorMutation, StudentApplyToTutorMutationVariables } from '../../../lib/graphql/generated';
import { TUTOR_APPLICATION_FIELDS } from './tutor-application-fields';

export const STUDENT_APPLY_TO_TUTOR: TypedDocumentNode<StudentApplyToTutorMutation, StudentApplyToTutorMutationVariables> = gql`
  mutation studentApplyToTutor($input: StudentApplyToTutorInput!, $idempotencyKey: String) {
    studentApplyToTutor(input: $input, idempotencyKey: $idempotencyKey) {
      ...TutorApplicationFields
    }
  }
  ${TUTOR_APPLICATION_FIELDS}
`;

export function useStudentApplyToTutorMutation() {
  return useMutation(STUDENT_APPLY_TO_TUTOR);
}

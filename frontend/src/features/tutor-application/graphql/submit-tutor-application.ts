import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SubmitTutorApplicationMutation, SubmitTutorApplicationMutationVariables } from '../../../lib/graphql/generated';
import { TUTOR_APPLICATION_FIELDS } from './tutor-application-fields';

export const SUBMIT_TUTOR_APPLICATION: TypedDocumentNode<SubmitTutorApplicationMutation, SubmitTutorApplicationMutationVariables> = gql`
  mutation submitTutorApplication {
    submitTutorApplication {
      ...TutorApplicationFields
    }
  }
  ${TUTOR_APPLICATION_FIELDS}
`;

export function useSubmitTutorApplicationMutation() {
  return useMutation(SUBMIT_TUTOR_APPLICATION);
}

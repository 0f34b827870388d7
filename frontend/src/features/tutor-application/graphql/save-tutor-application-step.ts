import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveTutorApplicationStepMutation, SaveTutorApplicationStepMutationVariables } from '../../../lib/graphql/generated';
import { TUTOR_APPLICATION_FIELDS } from './tutor-application-fields';

export type { TutorApplicationStepInput } from '../../../lib/graphql/generated';

export const SAVE_TUTOR_APPLICATION_STEP: TypedDocumentNode<SaveTutorApplicationStepMutation, SaveTutorApplicationStepMutationVariables> = gql`
  mutation saveTutorApplicationStep($input: TutorApplicationStepInput!) {
    saveTutorApplicationStep(input: $input) {
      ...TutorApplicationFields
    }
  }
  ${TUTOR_APPLICATION_FIELDS}
`;

export function useSaveTutorApplicationStepMutation() {
  return useMutation(SAVE_TUTOR_APPLICATION_STEP);
}

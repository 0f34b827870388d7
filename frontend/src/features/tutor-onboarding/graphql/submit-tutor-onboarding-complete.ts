import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SubmitTutorOnboardingCompleteMutation, SubmitTutorOnboardingCompleteMutationVariables } from '../../../lib/graphql/generated';
import { TUTOR_ONBOARDING_FIELDS } from './onboarding-fields';

/** Sends the completed checklist to the admins; the server names every step still open. */
export const SUBMIT_TUTOR_ONBOARDING_COMPLETE: TypedDocumentNode<SubmitTutorOnboardingCompleteMutation, SubmitTutorOnboardingCompleteMutationVariables> = gql`
  mutation submitTutorOnboardingComplete {
    submitTutorOnboardingComplete {
      ${TUTOR_ONBOARDING_FIELDS}
    }
  }
`;

export function useSubmitTutorOnboardingCompleteMutation() {
  return useMutation(SUBMIT_TUTOR_ONBOARDING_COMPLETE, { refetchQueries: ['getTutorOnboarding'], awaitRefetchQueries: true });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SendBackTutorOnboardingMutation, SendBackTutorOnboardingMutationVariables } from '../../../lib/graphql/generated';
import { ADMIN_TUTOR_ONBOARDING_FIELDS } from './tutor-onboarding-fields';

/** Sends a submitted application back with what to change (the tutor is e-mailed the reason). */
export const SEND_BACK_TUTOR_ONBOARDING: TypedDocumentNode<SendBackTutorOnboardingMutation, SendBackTutorOnboardingMutationVariables> = gql`
  mutation sendBackTutorOnboarding($tutorId: ID!, $reason: String!) {
    sendBackTutorOnboarding(tutorId: $tutorId, reason: $reason) {
      ${ADMIN_TUTOR_ONBOARDING_FIELDS}
    }
  }
`;

export function useSendBackTutorOnboardingMutation() {
  return useMutation(SEND_BACK_TUTOR_ONBOARDING, { refetchQueries: ['getTutorsToOnboard'], awaitRefetchQueries: true });
}

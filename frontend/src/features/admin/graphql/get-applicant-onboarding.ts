import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetApplicantOnboardingQuery, GetApplicantOnboardingQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_TUTOR_ONBOARDING_FIELDS } from './tutor-onboarding-fields';

/** One tutor's application, as an admin opens it (getTutorOnboarding with the tutor's id). */
export const GET_APPLICANT_ONBOARDING: TypedDocumentNode<GetApplicantOnboardingQuery, GetApplicantOnboardingQueryVariables> = gql`
  query getApplicantOnboarding($tutorId: ID!) {
    getTutorOnboarding(tutorId: $tutorId) {
      onboarding {
        ${ADMIN_TUTOR_ONBOARDING_FIELDS}
      }
      hasSignedCurrentAgreement
    }
  }
`;

export function useApplicantOnboardingQuery(tutorId: string) {
  return useQuery(GET_APPLICANT_ONBOARDING, { variables: { tutorId }, fetchPolicy: 'network-only' });
}

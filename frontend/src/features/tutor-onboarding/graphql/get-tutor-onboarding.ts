import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorOnboardingQuery, GetTutorOnboardingQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_ONBOARDING_FIELDS } from './onboarding-fields';

/** The signed-in tutor's checklist, with the agreement, the quiz and the video instructions in the interface language. */
export const GET_TUTOR_ONBOARDING: TypedDocumentNode<GetTutorOnboardingQuery, GetTutorOnboardingQueryVariables> = gql`
  query getTutorOnboarding($language: String) {
    getTutorOnboarding(language: $language) {
      onboarding {
        ${TUTOR_ONBOARDING_FIELDS}
      }
      hasSignedCurrentAgreement
      agreement {
        version
        title
        paragraphs
      }
      quiz {
        version
        passMark
        questions {
          id
          question
          options {
            id
            text
          }
        }
      }
      videoInstructions
    }
  }
`;

export type TutorOnboardingChecklist = GetTutorOnboardingQuery['getTutorOnboarding'];
export type TutorOnboarding = TutorOnboardingChecklist['onboarding'];

export function useTutorOnboardingQuery(language: string, skip = false) {
  return useQuery(GET_TUTOR_ONBOARDING, { variables: { language }, skip, fetchPolicy: 'cache-and-network' });
}

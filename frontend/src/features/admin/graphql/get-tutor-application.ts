import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorApplicationQuery, GetTutorApplicationQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_TUTOR_ONBOARDING_FIELDS } from './tutor-onboarding-fields';

/** One tutor's application, as an admin opens it (getTutorOnboarding with the tutor's id). */
export const GET_TUTOR_APPLICATION: TypedDocumentNode<GetTutorApplicationQuery, GetTutorApplicationQueryVariables> = gql`
  query getTutorApplication($tutorId: ID!) {
    getTutorOnboarding(tutorId: $tutorId) {
      onboarding {
        ${ADMIN_TUTOR_ONBOARDING_FIELDS}
      }
      hasSignedCurrentAgreement
    }
  }
`;

export function useTutorApplicationQuery(tutorId: string) {
  return useQuery(GET_TUTOR_APPLICATION, { variables: { tutorId }, fetchPolicy: 'network-only' });
}

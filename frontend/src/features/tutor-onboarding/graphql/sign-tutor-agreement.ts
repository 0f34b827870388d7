import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SignTutorAgreementMutation, SignTutorAgreementMutationVariables } from '../../../lib/graphql/generated';

/** Signs the agreement as read in `language` (its version and text are recorded). */
export const SIGN_TUTOR_AGREEMENT: TypedDocumentNode<SignTutorAgreementMutation, SignTutorAgreementMutationVariables> = gql`
  mutation signTutorAgreement($language: String) {
    signTutorAgreement(language: $language) {
      id
      hasSignedAgreement
    }
  }
`;

export function useSignTutorAgreementMutation() {
  return useMutation(SIGN_TUTOR_AGREEMENT, { refetchQueries: ['getTutorOnboarding'], awaitRefetchQueries: true });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { OnBoardTutorMutation, OnBoardTutorMutationVariables } from '../../../lib/graphql/generated';

/** Onboards a tutor (the tutor is e-mailed and becomes findable in search). */
export const ON_BOARD_TUTOR: TypedDocumentNode<OnBoardTutorMutation, OnBoardTutorMutationVariables> = gql`
  mutation onBoardTutor($tutorId: ID!) {
    onBoardTutor(tutorId: $tutorId) {
      id
      isOnboarded
    }
  }
`;

export function useOnBoardTutorMutation() {
  return useMutation(ON_BOARD_TUTOR, { refetchQueries: ['getTutorsToOnboard', 'getApplicantOnboarding'], awaitRefetchQueries: true });
}

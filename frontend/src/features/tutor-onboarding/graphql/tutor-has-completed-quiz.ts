import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { TutorHasCompletedQuizMutation, TutorHasCompletedQuizMutationVariables } from '../../../lib/graphql/generated';

/** The tutor's quiz answers, graded by the server (a failed attempt can be retried). */
export const TUTOR_HAS_COMPLETED_QUIZ: TypedDocumentNode<TutorHasCompletedQuizMutation, TutorHasCompletedQuizMutationVariables> = gql`
  mutation tutorHasCompletedQuiz($answers: [QuizAnswerInput!]!) {
    tutorHasCompletedQuiz(answers: $answers) {
      passed
      correctAnswers
      questionCount
      passMark
    }
  }
`;

export function useTutorHasCompletedQuizMutation() {
  return useMutation(TUTOR_HAS_COMPLETED_QUIZ, { refetchQueries: ['getTutorOnboarding'], awaitRefetchQueries: true });
}

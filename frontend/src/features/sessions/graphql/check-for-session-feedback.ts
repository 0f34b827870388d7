import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { CheckForSessionFeedbackQuery, CheckForSessionFeedbackQueryVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

/** The client's latest ended session still waiting for its check-in survey, if any. */
export const CHECK_FOR_SESSION_FEEDBACK: TypedDocumentNode<CheckForSessionFeedbackQuery, CheckForSessionFeedbackQueryVariables> = gql`
  query checkForSessionFeedback {
    checkForSessionFeedback {
      ${SESSION_FIELDS}
    }
  }
`;

export function useCheckForSessionFeedbackQuery(skip = false) {
  return useQuery(CHECK_FOR_SESSION_FEEDBACK, { skip, fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery } from '@apollo/client';
import { Session, SESSION_FIELDS } from './session-fields';

export interface CheckForSessionFeedbackData {
  checkForSessionFeedback: Session | null;
}

/** The client's latest ended session still waiting for its check-in survey, if any. */
export const CHECK_FOR_SESSION_FEEDBACK = gql`
  query checkForSessionFeedback {
    checkForSessionFeedback {
      ${SESSION_FIELDS}
    }
  }
`;

export function useCheckForSessionFeedbackQuery(skip = false) {
  return useQuery<CheckForSessionFeedbackData>(CHECK_FOR_SESSION_FEEDBACK, { skip, fetchPolicy: 'cache-and-network' });
}

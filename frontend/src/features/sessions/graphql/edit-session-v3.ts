import { gql, useMutation } from '@apollo/client';
import { EditScope, MeetingSolution, Session, SESSION_FIELDS } from './session-fields';

export interface EditSessionInput {
  subject?: string;
  startTime?: string;
  endTime?: string;
  meetingSolution?: MeetingSolution;
  customUrl?: string | null;
  locationName?: string | null;
}

export interface EditSessionVariables {
  sessionId: string;
  editScope: EditScope;
  input: EditSessionInput;
}

export interface EditSessionData {
  editSessionV3: Session;
}

/** Edits a session, or with editScope ALL every occurrence of its series not yet started. */
export const EDIT_SESSION_V3 = gql`
  mutation editSessionV3($sessionId: ID!, $editScope: EditScope, $input: EditSessionInput!) {
    editSessionV3(sessionId: $sessionId, editScope: $editScope, input: $input) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useEditSessionMutation() {
  return useMutation<EditSessionData, EditSessionVariables>(EDIT_SESSION_V3, {
    refetchQueries: ['getUpcomingSessions', 'getCompletedSessionSummaryV3', 'getSessionSummariesByPairId'],
  });
}

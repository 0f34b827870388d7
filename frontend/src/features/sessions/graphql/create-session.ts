import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { CreateSessionMutation, CreateSessionMutationVariables } from '../../../lib/graphql/generated';
import { MeetingSolution, SESSION_FIELDS, SessionType } from './session-fields';

export interface CreateSessionInput {
  tuteeId: string;
  subject: string;
  startTime: string;
  endTime: string;
  timeZoneId: string;
  meetingSolution: MeetingSolution;
  sessionType?: SessionType;
  customUrl?: string | null;
  locationName?: string | null;
  recurringDays?: string[] | null;
  weeksRecurring?: number | null;
  idempotencyKey?: string;
}

/** The tutor schedules a session, or one per occurrence of a recurring series, with a paired client. */
export const CREATE_SESSION: TypedDocumentNode<CreateSessionMutation, CreateSessionMutationVariables> = gql`
  mutation createSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      ${SESSION_FIELDS}
    }
  }
`;

export function useCreateSessionMutation() {
  return useMutation(CREATE_SESSION, { refetchQueries: ['getUpcomingSessions'] });
}

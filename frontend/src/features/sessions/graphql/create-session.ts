import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { CreateSessionMutation, CreateSessionMutationVariables } from '../../../lib/graphql/generated';
import { SESSION_FIELDS } from './session-fields';

export type { CreateSessionInput } from '../../../lib/graphql/generated';

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

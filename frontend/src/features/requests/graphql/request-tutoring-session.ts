import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RequestTutoringSessionMutation, RequestTutoringSessionMutationVariables } from '../../../lib/graphql/generated';
import { SessionType, Weekday } from '../request-constants';

export interface UploadedFileInput {
  filename: string;
  mimetype: string;
  url: string;
}

export interface TutoringRequestInput {
  tutorId: string;
  subject: string;
  gradeLevel: string;
  sessionType: SessionType;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  daysAvailable: Weekday[];
  timeAvailable: string;
  firstMessage: string;
  files: UploadedFileInput[];
}

export const REQUEST_TUTORING_SESSION: TypedDocumentNode<RequestTutoringSessionMutation, RequestTutoringSessionMutationVariables> = gql`
  mutation requestTutoringSession($input: TutoringRequestInput!, $savePreferences: Boolean!) {
    requestTutoringSession(input: $input, savePreferences: $savePreferences)
  }
`;

export function useRequestTutoringSessionMutation() {
  return useMutation(REQUEST_TUTORING_SESSION);
}

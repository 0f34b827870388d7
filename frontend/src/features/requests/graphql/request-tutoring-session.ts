import { gql, useMutation } from '@apollo/client';
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

export interface RequestTutoringSessionData {
  /** false: the phone number is not verified yet. */
  requestTutoringSession: boolean;
}

export interface RequestTutoringSessionVariables {
  input: TutoringRequestInput;
  savePreferences: boolean;
}

export const REQUEST_TUTORING_SESSION = gql`
  mutation requestTutoringSession($input: TutoringRequestInput!, $savePreferences: Boolean!) {
    requestTutoringSession(input: $input, savePreferences: $savePreferences)
  }
`;

export function useRequestTutoringSessionMutation() {
  return useMutation<RequestTutoringSessionData, RequestTutoringSessionVariables>(REQUEST_TUTORING_SESSION);
}

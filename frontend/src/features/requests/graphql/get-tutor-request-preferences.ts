import { gql, useQuery } from '@apollo/client';
import { SessionType, Weekday } from '../request-constants';

/** What the last request saved to prefill the next form (spec section 3, Profile.tutorRequestPreferences); a message and files belong to one request only. */
export interface TutorRequestPreferences {
  subject: string | null;
  gradeLevel: string | null;
  sessionType: SessionType | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  daysAvailable: Weekday[];
  timeAvailable: string | null;
}

export interface GetTutorRequestPreferencesData {
  getCurrentUserV2: { id: string; profile: { tutorRequestPreferences: TutorRequestPreferences | null } } | null;
}

export const GET_TUTOR_REQUEST_PREFERENCES = gql`
  query getTutorRequestPreferences {
    getCurrentUserV2 {
      id
      profile {
        tutorRequestPreferences {
          subject
          gradeLevel
          sessionType
          zipCode
          city
          state
          daysAvailable
          timeAvailable
        }
      }
    }
  }
`;

export function useTutorRequestPreferencesQuery() {
  return useQuery<GetTutorRequestPreferencesData>(GET_TUTOR_REQUEST_PREFERENCES, { fetchPolicy: 'network-only' });
}

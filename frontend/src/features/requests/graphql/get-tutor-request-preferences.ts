import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorRequestPreferencesQuery, GetTutorRequestPreferencesQueryVariables } from '../../../lib/graphql/generated';

/** What the last request saved to prefill the next form (spec section 3, Profile.tutorRequestPreferences); a message and files belong to one request only. */
export type TutorRequestPreferences = NonNullable<NonNullable<GetTutorRequestPreferencesQuery['getCurrentUserV2']>['profile']['tutorRequestPreferences']>;

export const GET_TUTOR_REQUEST_PREFERENCES: TypedDocumentNode<GetTutorRequestPreferencesQuery, GetTutorRequestPreferencesQueryVariables> = gql`
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
  return useQuery(GET_TUTOR_REQUEST_PREFERENCES, { fetchPolicy: 'network-only' });
}

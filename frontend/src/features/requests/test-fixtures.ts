import { MockedResponse } from '@apollo/client/testing';
import { GET_TUTOR_REQUEST_PREFERENCES, TutorRequestPreferences } from './graphql/get-tutor-request-preferences';
import { SOFT_SEARCH_ZIP_CODE_V2, ZIP_SUGGESTION_LIMIT, ZipSuggestion } from './graphql/soft-search-zip-code-v2';

export function preferencesMock(preferences: TutorRequestPreferences | null): MockedResponse {
  return {
    request: { query: GET_TUTOR_REQUEST_PREFERENCES },
    result: { data: { getCurrentUserV2: { id: 'user-1', profile: { tutorRequestPreferences: preferences } } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function zipMock(zipInput: string, suggestions: ZipSuggestion[]): MockedResponse {
  return {
    request: { query: SOFT_SEARCH_ZIP_CODE_V2, variables: { zipInput, limit: ZIP_SUGGESTION_LIMIT } },
    result: { data: { softSearchZipCodeV2: suggestions } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const AUSTIN: ZipSuggestion = { id: '78701', zip: '78701', city: 'Austin', state: 'TX' };
export const AUSTIN_2: ZipSuggestion = { id: '78702', zip: '78702', city: 'Austin', state: 'TX' };

export const SAVED_PREFERENCES: TutorRequestPreferences = {
  subject: 'Geometry',
  gradeLevel: 'Middle School',
  sessionType: 'in-person',
  zipCode: '78701',
  city: 'Austin',
  state: 'TX',
  daysAvailable: ['TUESDAY', 'THURSDAY'],
  timeAvailable: 'After school',
};

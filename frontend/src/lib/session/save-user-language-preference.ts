import { gql, useMutation } from '@apollo/client';
import { Language } from '../intl/languages';
import { CURRENT_USER_SELECTION, CurrentUser } from './get-current-user';

export interface SaveUserLanguagePreferenceData {
  saveUserLanguagePreference: CurrentUser;
}

export interface SaveUserLanguagePreferenceVariables {
  language: Language;
}

/**
 * Selects every field the current-user query holds: the cache replaces the user's profile object
 * (it has no id of its own), so a partial selection would leave the current user incomplete.
 */
export const SAVE_USER_LANGUAGE_PREFERENCE = gql`
  mutation saveUserLanguagePreference($language: String!) {
    saveUserLanguagePreference(language: $language) {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useSaveUserLanguagePreferenceMutation() {
  return useMutation<SaveUserLanguagePreferenceData, SaveUserLanguagePreferenceVariables>(SAVE_USER_LANGUAGE_PREFERENCE);
}

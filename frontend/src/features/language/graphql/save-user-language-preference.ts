import { gql, useMutation } from '@apollo/client';

export const SAVE_USER_LANGUAGE_PREFERENCE = gql`
  mutation saveUserLanguagePreference($language: String!) {
    saveUserLanguagePreference(language: $language) {
      id
      profile {
        languagePreference
      }
    }
  }
`;

export function useSaveUserLanguagePreference() {
  return useMutation<{ saveUserLanguagePreference: { id: string } }, { language: string }>(SAVE_USER_LANGUAGE_PREFERENCE);
}

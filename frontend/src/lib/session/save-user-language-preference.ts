import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SaveUserLanguagePreferenceMutation, SaveUserLanguagePreferenceMutationVariables } from '../graphql/generated';
import { CURRENT_USER_SELECTION } from './get-current-user';

/**
 * Selects every field the current-user query holds: the cache replaces the user's profile object
 * (it has no id of its own), so a partial selection would leave the current user incomplete.
 */
export const SAVE_USER_LANGUAGE_PREFERENCE: TypedDocumentNode<SaveUserLanguagePreferenceMutation, SaveUserLanguagePreferenceMutationVariables> = gql`
  mutation saveUserLanguagePreference($language: String!) {
    saveUserLanguagePreference(language: $language) {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useSaveUserLanguagePreferenceMutation() {
  return useMutation(SAVE_USER_LANGUAGE_PREFERENCE);
}

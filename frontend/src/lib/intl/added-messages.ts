import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languages';

export type LanguageCatalog = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Messages added after the page loaded, with the route chunks that use them (app/route-messages.ts);
 * the LanguageProvider shows them over its catalogs as soon as they arrive.
 */
const added: Partial<Record<Language, LanguageCatalog>> = {};
const listeners = new Set<() => void>();

export function addMessages(language: Language, messages: LanguageCatalog): void {
  added[language] = { ...added[language], ...messages } as LanguageCatalog;
  for (const listener of listeners) listener();
}

export function addedMessages(language: Language): LanguageCatalog | undefined {
  return added[language];
}

export function subscribeToAddedMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

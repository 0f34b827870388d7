/** Interface languages; Spanish is tagged `sp` throughout the product (spec section 1). */
export const LANGUAGES = ['en', 'sp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The BCP 47 locale react-intl formats with. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', sp: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type Catalog = Record<string, string>;
/** A feature's messages: the same keys in every language. */
export type FeatureMessages = Record<Language, Catalog>;

import { ContentLanguage, FALLBACK_CONTENT_LANGUAGE, HOME_SLUG, isContentLanguage } from '../../../platform/content/content-source.port';

/** The language asked for: en or sp; anything else, or nothing, is English. */
export function contentLanguageOf(language: string | null | undefined): ContentLanguage {
  const tag = (language ?? '').trim().toLowerCase();
  return isContentLanguage(tag) ? tag : FALLBACK_CONTENT_LANGUAGE;
}

/** A slug as the content service knows it, from a slug or a path: `/About-Us/` is `about-us`, `/` is `home`. */
export function contentSlugOf(slugOrPath: string): string {
  const slug = slugOrPath.trim().toLowerCase().replace(/^\/+|\/+$/g, '');
  return slug === '' ? HOME_SLUG : slug;
}

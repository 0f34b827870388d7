/**
 * The ContentSource port: marketing pages managed outside the product. Production reads a headless
 * CMS over GraphQL; the embedded default reads JSON files shipped in the repo (backend/content/pages).
 */

/** Content languages, the interface languages of the product: English and Spanish (tagged `sp`). */
export const CONTENT_LANGUAGES = ['en', 'sp'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** Every page exists in English; a page missing in another language is served in English. */
export const FALLBACK_CONTENT_LANGUAGE: ContentLanguage = 'en';

export function isContentLanguage(value: string): value is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** The slug of the page shown at the site root. */
export const HOME_SLUG = 'home';

export interface HeroBlock {
  type: 'hero';
  heading: string;
  subheading?: string;
  ctaLabel?: string;
  ctaHref?: string;
}

export interface RichTextBlock {
  type: 'richText';
  paragraphs: string[];
}

export interface FeatureListBlock {
  type: 'featureList';
  heading?: string;
  items: Array<{ title: string; body: string }>;
}

export interface FaqBlock {
  type: 'faq';
  items: Array<{ question: string; answer: string }>;
}

export type ContentBlock = HeroBlock | RichTextBlock | FeatureListBlock | FaqBlock;
export type ContentBlockType = ContentBlock['type'];

export interface ContentPage {
  /** Unique per page and language (a client cache must never mix the English and Spanish versions). */
  id: string;
  /** The page's path without leading slash: `pricing`, `about-us/our-story`; `home` for the root. */
  slug: string;
  /** The language this version is written in: the one asked for, or English when it was missing. */
  language: ContentLanguage;
  /** Page title (the document title). */
  title: string;
  /** Meta description of the page; empty when the source has none. */
  description: string;
  /** Label in menus and sub-navigation. */
  menuTitle: string;
  parentSlug: string | null;
  menuOrder: number;
  inMainMenu: boolean;
  blocks: ContentBlock[];
}

/**
 * Page lookups take a language and fall back to English, page by page, when the language has no
 * version of a page. Lists are sorted by menu order, then slug.
 */
export interface ContentSource {
  allPages(language: ContentLanguage): Promise<ContentPage[]>;
  /** The page at `slug`, or null when there is none in the language or in English. */
  pageBySlug(slug: string, language: ContentLanguage): Promise<ContentPage | null>;
  /** Top-level pages flagged for the main menu, by menu order. */
  mainMenuPages(language: ContentLanguage): Promise<ContentPage[]>;
  /**
   * The pages with the same parent as `slug`, the page itself included, by menu order (top-level
   * pages are siblings of each other); empty for an unknown slug.
   */
  siblings(slug: string, language: ContentLanguage): Promise<ContentPage[]>;
}

export const CONTENT_SOURCE = Symbol('ContentSource');

/** Menu order, then slug, so equal orders still list the same way every time. */
export function byMenuOrder(a: ContentPage, b: ContentPage): number {
  return a.menuOrder - b.menuOrder || a.slug.localeCompare(b.slug);
}

/** The main menu from a language's pages: top-level pages flagged for it, by menu order. */
export function mainMenuOf(pages: readonly ContentPage[]): ContentPage[] {
  return pages.filter((page) => page.parentSlug === null && page.inMainMenu).sort(byMenuOrder);
}

/** The siblings of `slug` among a language's pages, itself included, by menu order. */
export function siblingsOf(pages: readonly ContentPage[], slug: string): ContentPage[] {
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) return [];
  return pages.filter((candidate) => candidate.parentSlug === page.parentSlug).sort(byMenuOrder);
}

/** A language's pages with English filling in every page the language lacks. */
export function withFallback(requested: readonly ContentPage[], fallback: readonly ContentPage[]): ContentPage[] {
  const bySlug = new Map(fallback.map((page) => [page.slug, page]));
  for (const page of requested) bySlug.set(page.slug, page);
  return [...bySlug.values()].sort(byMenuOrder);
}

import { Logger } from '../../../platform/logging/logger';
import {
  ContentBlock,
  ContentLanguage,
  ContentPage,
  ContentSource,
  FALLBACK_CONTENT_LANGUAGE,
  HOME_SLUG,
  mainMenuOf,
  siblingsOf,
  withFallback,
} from '../../../platform/content/content-source.port';
import { ContentReader, ContentValidationError } from './content-validation';

/**
 * What this adapter expects of the headless CMS: a GraphQL endpoint with (at least) this schema.
 * Locales are ISO codes, so the product's Spanish (`sp`) is the CMS's `es`. A page's `slug` is its
 * path without slashes (`about-us/our-story`); the root page is `home` (`/` is accepted too).
 * Rich text is plain text with paragraphs separated by a blank line. Block types the CMS adds later
 * are skipped, with a warning, until this adapter maps them.
 */
export const EXPECTED_CMS_SCHEMA = /* GraphQL */ `
  type Query {
    pages(locale: String!): [Page!]!
    page(slug: String!, locale: String!): Page
  }

  type Page {
    id: ID!
    slug: String!
    title: String!
    seoDescription: String
    menuTitle: String
    menuOrder: Int
    showInMainMenu: Boolean
    parent: Page
    blocks: [PageBlock!]!
  }

  union PageBlock = HeroBlock | RichTextBlock | FeatureListBlock | FaqBlock

  type HeroBlock {
    heading: String!
    subheading: String
    ctaLabel: String
    ctaUrl: String
  }

  type RichTextBlock {
    text: String!
  }

  type FeatureListBlock {
    heading: String
    features: [Feature!]!
  }

  type Feature {
    title: String!
    body: String!
  }

  type FaqBlock {
    entries: [FaqEntry!]!
  }

  type FaqEntry {
    question: String!
    answer: String!
  }
`;

// FeatureListBlock.heading is aliased: HeroBlock.heading is non-null, and fields sharing a response
// name across a union's members must agree in nullability.
const PAGE_FIELDS = /* GraphQL */ `
  fragment PageFields on Page {
    id
    slug
    title
    seoDescription
    menuTitle
    menuOrder
    showInMainMenu
    parent {
      slug
    }
    blocks {
      __typename
      ... on HeroBlock {
        heading
        subheading
        ctaLabel
        ctaUrl
      }
      ... on RichTextBlock {
        text
      }
      ... on FeatureListBlock {
        listHeading: heading
        features {
          title
          body
        }
      }
      ... on FaqBlock {
        entries {
          question
          answer
        }
      }
    }
  }
`;

/** Every page in a locale, and in English too when the locale is another, in one round trip. */
export const CMS_PAGES_QUERY = /* GraphQL */ `
  query ContentPages($locale: String!, $fallbackLocale: String!, $withFallback: Boolean!) {
    requested: pages(locale: $locale) {
      ...PageFields
    }
    fallback: pages(locale: $fallbackLocale) @include(if: $withFallback) {
      ...PageFields
    }
  }
  ${PAGE_FIELDS}
`;

/** One page in a locale, and its English version when the locale is another, in one round trip. */
export const CMS_PAGE_BY_SLUG_QUERY = /* GraphQL */ `
  query ContentPageBySlug($slug: String!, $locale: String!, $fallbackLocale: String!, $withFallback: Boolean!) {
    requested: page(slug: $slug, locale: $locale) {
      ...PageFields
    }
    fallback: page(slug: $slug, locale: $fallbackLocale) @include(if: $withFallback) {
      ...PageFields
    }
  }
  ${PAGE_FIELDS}
`;

const CMS_LOCALES: Record<ContentLanguage, string> = { en: 'en', sp: 'es' };

interface CmsPage {
  id: unknown;
  slug: unknown;
  parent?: { slug?: unknown } | null;
  blocks?: unknown;
  [field: string]: unknown;
}

interface CmsResponse<Data> {
  data?: Data | null;
  errors?: Array<{ message?: string }>;
}

export interface GraphqlCmsContentSourceOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string | null;
  logger: Logger;
  /** How long one request may take before it counts as a failure. */
  timeoutMs?: number;
}

/**
 * Production ContentSource: a headless CMS queried over GraphQL (see EXPECTED_CMS_SCHEMA). As the
 * spec asks, a failure (unreachable, timeout, HTTP error, GraphQL errors, unusable answer) is logged
 * and answered with an empty list or null; a single unusable page or block is skipped with a warning.
 */
export class GraphqlCmsContentSource implements ContentSource {
  private readonly reader = new ContentReader(false);
  private readonly timeoutMs: number;

  constructor(private readonly options: GraphqlCmsContentSourceOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async allPages(language: ContentLanguage): Promise<ContentPage[]> {
    try {
      const data = await this.query<{ requested?: CmsPage[] | null; fallback?: CmsPage[] | null }>('ContentPages', CMS_PAGES_QUERY, this.localeVariables(language));
      if (!Array.isArray(data.requested)) throw new Error('the answer has no list of pages');
      const requested = this.pagesFrom(data.requested, language);
      return withFallback(requested, language === FALLBACK_CONTENT_LANGUAGE ? [] : this.pagesFrom(data.fallback ?? [], FALLBACK_CONTENT_LANGUAGE));
    } catch (error) {
      this.options.logger.error({ err: error, contentService: this.origin(), operation: 'ContentPages', language }, 'content service failed: answering no pages');
      return [];
    }
  }

  async pageBySlug(slug: string, language: ContentLanguage): Promise<ContentPage | null> {
    try {
      const data = await this.query<{ requested?: CmsPage | null; fallback?: CmsPage | null }>('ContentPageBySlug', CMS_PAGE_BY_SLUG_QUERY, {
        slug,
        ...this.localeVariables(language),
      });
      const requested = data.requested ? this.page(data.requested, language) : null;
      return requested ?? (data.fallback ? this.page(data.fallback, FALLBACK_CONTENT_LANGUAGE) : null);
    } catch (error) {
      this.options.logger.error({ err: error, contentService: this.origin(), operation: 'ContentPageBySlug', slug, language }, 'content service failed: answering no page');
      return null;
    }
  }

  async mainMenuPages(language: ContentLanguage): Promise<ContentPage[]> {
    return mainMenuOf(await this.allPages(language));
  }

  async siblings(slug: string, language: ContentLanguage): Promise<ContentPage[]> {
    return siblingsOf(await this.allPages(language), slug);
  }

  private localeVariables(language: ContentLanguage) {
    return { locale: CMS_LOCALES[language], fallbackLocale: CMS_LOCALES[FALLBACK_CONTENT_LANGUAGE], withFallback: language !== FALLBACK_CONTENT_LANGUAGE };
  }

  /** The data of a successful GraphQL answer; anything else throws, for the caller to log. */
  private async query<Data>(operationName: string, query: string, variables: Record<string, unknown>): Promise<Data> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify({ operationName, query, variables }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let body: CmsResponse<Data>;
    try {
      body = JSON.parse(text) as CmsResponse<Data>;
    } catch {
      throw new Error(`HTTP ${response.status}, not a GraphQL answer: ${text.slice(0, 200)}`);
    }
    if (body.errors?.length) throw new Error(`HTTP ${response.status}, GraphQL errors: ${body.errors.map((error) => error.message).join('; ')}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (!body.data) throw new Error(`HTTP ${response.status}, an answer without data`);
    return body.data;
  }

  private pagesFrom(pages: CmsPage[], language: ContentLanguage): ContentPage[] {
    return pages.flatMap((page) => {
      const mapped = this.page(page, language);
      return mapped ? [mapped] : [];
    });
  }

  /** The CMS page as a ContentPage, or null (with a warning) when it lacks what a page needs. */
  private page(remote: CmsPage, language: ContentLanguage): ContentPage | null {
    try {
      const at = `page ${JSON.stringify(remote?.id ?? null)}`;
      const fields = this.reader.object(remote, at, []);
      const title = this.reader.text(fields, 'title', at);
      const parentSlug = remote.parent ? slugOf(this.reader.textValue(remote.parent.slug, `${at}.parent.slug`)) : null;
      const menuOrder = fields.menuOrder === null || fields.menuOrder === undefined ? 0 : this.reader.integer(fields, 'menuOrder', at);
      const blocks = Array.isArray(remote.blocks) ? remote.blocks : [];
      return {
        id: `${language}/${this.reader.text(fields, 'id', at)}`,
        slug: slugOf(this.reader.textValue(fields.slug, `${at}.slug`)),
        language,
        title,
        description: this.reader.optionalText(fields, 'seoDescription', at) ?? '',
        menuTitle: this.reader.optionalText(fields, 'menuTitle', at) ?? title,
        parentSlug,
        menuOrder,
        inMainMenu: fields.showInMainMenu === true,
        blocks: blocks.flatMap((block, index) => this.block(block, `${at}.blocks[${index}]`)),
      };
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      this.options.logger.warn({ contentService: this.origin(), language, problem: error.message }, 'content service sent an unusable page: skipped');
      return null;
    }
  }

  private block(remote: unknown, at: string): ContentBlock[] {
    const fields = (typeof remote === 'object' && remote !== null ? remote : {}) as Record<string, unknown>;
    try {
      switch (fields.__typename) {
        case 'HeroBlock':
          return [this.reader.block({ type: 'hero', heading: fields.heading, subheading: fields.subheading, ctaLabel: fields.ctaLabel, ctaHref: fields.ctaUrl }, at)];
        case 'RichTextBlock': {
          const text = this.reader.textValue(fields.text, `${at}.text`);
          return [this.reader.block({ type: 'richText', paragraphs: text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean) }, at)];
        }
        case 'FeatureListBlock':
          return [this.reader.block({ type: 'featureList', heading: fields.listHeading, items: fields.features }, at)];
        case 'FaqBlock':
          return [this.reader.block({ type: 'faq', items: fields.entries }, at)];
        default:
          this.options.logger.warn({ contentService: this.origin(), block: at, typename: fields.__typename }, 'content service sent a block type this backend does not know: skipped');
          return [];
      }
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      this.options.logger.warn({ contentService: this.origin(), problem: error.message }, 'content service sent an unusable block: skipped');
      return [];
    }
  }

  /** Where the CMS is, for logs, without any path or query that could carry a key. */
  private origin(): string {
    try {
      return new URL(this.options.url).origin;
    } catch {
      return 'an invalid CONTENT_GRAPHQL_URL';
    }
  }
}

/** The CMS's page path as a slug: no leading or trailing slash, the root as `home`. */
function slugOf(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return slug === '' ? HOME_SLUG : slug;
}

import { ContentBlock, ContentBlockType } from '../../../platform/content/content-source.port';

/** Content that does not have the shape of a page; the message names the offending field. */
export class ContentValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentValidationError';
  }
}

type Fields = Record<string, unknown>;

/** Reads untyped content (a JSON file, a CMS response) field by field, naming the path of a bad one. */
export class ContentReader {
  /** With `strict`, fields the format does not know are errors (they are typos in a file we own). */
  constructor(private readonly strict: boolean) {}

  object(value: unknown, at: string, known: readonly string[]): Fields {
    const fields = asObject(value, at);
    if (this.strict) {
      const unknown = Object.keys(fields).filter((key) => !known.includes(key));
      if (unknown.length > 0) throw new ContentValidationError(`${at} has unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((key) => `"${key}"`).join(', ')}`);
    }
    return fields;
  }

  text(fields: Fields, key: string, at: string): string {
    return this.textValue(fields[key], `${at}.${key}`);
  }

  textValue(value: unknown, at: string): string {
    if (typeof value !== 'string' || value.trim() === '') throw new ContentValidationError(`${at} must be a non-empty string`);
    return value.trim();
  }

  optionalText(fields: Fields, key: string, at: string): string | undefined {
    if (fields[key] === undefined || fields[key] === null) return undefined;
    return this.text(fields, key, at);
  }

  integer(fields: Fields, key: string, at: string): number {
    const value = fields[key];
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new ContentValidationError(`${at}.${key} must be a whole number`);
    return value;
  }

  boolean(fields: Fields, key: string, at: string): boolean {
    const value = fields[key];
    if (typeof value !== 'boolean') throw new ContentValidationError(`${at}.${key} must be true or false`);
    return value;
  }

  list(fields: Fields, key: string, at: string, { nonEmpty }: { nonEmpty: boolean }): unknown[] {
    const value = fields[key];
    if (!Array.isArray(value)) throw new ContentValidationError(`${at}.${key} must be a list`);
    if (nonEmpty && value.length === 0) throw new ContentValidationError(`${at}.${key} must not be empty`);
    return value;
  }

  /** A link target a page may render: a site path, an in-page anchor, or an http(s), mailto or tel URL. */
  optionalHref(fields: Fields, key: string, at: string): string | undefined {
    const href = this.optionalText(fields, key, at);
    if (href !== undefined && !/^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(href)) {
      throw new ContentValidationError(`${at}.${key} must be a site path (/...), an anchor (#...) or an http(s), mailto or tel link`);
    }
    return href;
  }

  /** One content block; `raw.type` says which. */
  block(raw: unknown, at: string): ContentBlock {
    const type = asObject(raw, at).type as ContentBlockType;
    switch (type) {
      case 'hero': {
        const fields = this.object(raw, at, ['type', 'heading', 'subheading', 'ctaLabel', 'ctaHref']);
        const ctaLabel = this.optionalText(fields, 'ctaLabel', at);
        const ctaHref = this.optionalHref(fields, 'ctaHref', at);
        if ((ctaLabel === undefined) !== (ctaHref === undefined)) throw new ContentValidationError(`${at} needs both ctaLabel and ctaHref, or neither`);
        return {
          type,
          heading: this.text(fields, 'heading', at),
          ...defined({ subheading: this.optionalText(fields, 'subheading', at), ctaLabel, ctaHref }),
        };
      }
      case 'richText': {
        const fields = this.object(raw, at, ['type', 'paragraphs']);
        const paragraphs = this.list(fields, 'paragraphs', at, { nonEmpty: true }).map((paragraph, index) => this.textValue(paragraph, `${at}.paragraphs[${index}]`));
        return { type, paragraphs };
      }
      case 'featureList': {
        const fields = this.object(raw, at, ['type', 'heading', 'items']);
        const items = this.list(fields, 'items', at, { nonEmpty: true }).map((item, index) => {
          const itemAt = `${at}.items[${index}]`;
          const itemFields = this.object(item, itemAt, ['title', 'body']);
          return { title: this.text(itemFields, 'title', itemAt), body: this.text(itemFields, 'body', itemAt) };
        });
        return { type, ...defined({ heading: this.optionalText(fields, 'heading', at) }), items };
      }
      case 'faq': {
        const fields = this.object(raw, at, ['type', 'items']);
        const items = this.list(fields, 'items', at, { nonEmpty: true }).map((item, index) => {
          const itemAt = `${at}.items[${index}]`;
          const itemFields = this.object(item, itemAt, ['question', 'answer']);
          return { question: this.text(itemFields, 'question', itemAt), answer: this.text(itemFields, 'answer', itemAt) };
        });
        return { type, items };
      }
      default: {
        const unknownType: never = type;
        throw new ContentValidationError(`${at}.type must be one of hero, richText, featureList, faq (got ${JSON.stringify(unknownType)})`);
      }
    }
  }
}

function asObject(value: unknown, at: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ContentValidationError(`${at} must be an object`);
  return value as Fields;
}

/** The object without its undefined fields, so optional block fields are absent rather than undefined. */
function defined<T extends Record<string, string | undefined>>(fields: T): Partial<{ [K in keyof T]: string }> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<{ [K in keyof T]: string }>;
}

const SLUG_SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SLUG = new RegExp(`^${SLUG_SEGMENT}(?:/${SLUG_SEGMENT})*$`);

/** Lowercase words joined by hyphens, nested with `/`: `about-us/our-story`. */
export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import {
  CONTENT_LANGUAGES,
  ContentLanguage,
  ContentPage,
  ContentSource,
  FALLBACK_CONTENT_LANGUAGE,
  isContentLanguage,
  mainMenuOf,
  siblingsOf,
  withFallback,
} from '../../../platform/content/content-source.port';
import { ContentReader, ContentValidationError, isValidSlug } from './content-validation';

/** A content file that cannot be served; the message starts with the file's path. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ContentFileError';
  }
}

const PAGE_FIELDS = ['title', 'description', 'menuTitle', 'menuOrder', 'inMainMenu', 'blocks'] as const;

/**
 * The embedded ContentSource: JSON files shipped in the repo, one per page and language.
 *
 *   <directory>/<language>/<slug>.json       en/pricing.json, sp/pricing.json, en/home.json (the root)
 *   <directory>/<language>/<parent>/<x>.json  en/about-us/our-story.json is `about-us/our-story`,
 *                                             a child of `about-us` (en/about-us.json)
 *
 * The folder is the page tree: a page's slug is its path without `.json`, its parent the folder
 * above. A file holds `{ title, description, menuTitle?, menuOrder, inMainMenu, blocks }`
 * (menuTitle defaults to the title; blocks as in content-source.port.ts). Every file is read and
 * validated once, at load: a malformed one fails the load with an error naming it. The pages are
 * then served from memory.
 */
export class JsonContentSource implements ContentSource {
  private constructor(private readonly pagesByLanguage: ReadonlyMap<ContentLanguage, readonly ContentPage[]>) {}

  static async load(directory: string): Promise<JsonContentSource> {
    const root = resolve(directory);
    if (!existsSync(root)) throw new ContentFileError(root, 'content directory not found');
    const own = new Map<ContentLanguage, ContentPage[]>(CONTENT_LANGUAGES.map((language) => [language, []]));
    for (const entry of await readdir(root, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(root, entry.name);
      if (!entry.isDirectory() || !isContentLanguage(entry.name)) {
        throw new ContentFileError(path, `expected only language folders (${CONTENT_LANGUAGES.join(', ')}) here`);
      }
      for (const file of await jsonFilesUnder(path)) own.get(entry.name)!.push(await readPage(file, relative(path, file), entry.name));
    }
    checkParents(root, own);
    const served = new Map(
      CONTENT_LANGUAGES.map((language) => [language, deepFreeze(withFallback(own.get(language)!, own.get(FALLBACK_CONTENT_LANGUAGE)!))] as const),
    );
    return new JsonContentSource(served);
  }

  async allPages(language: ContentLanguage): Promise<ContentPage[]> {
    return [...this.pages(language)];
  }

  async pageBySlug(slug: string, language: ContentLanguage): Promise<ContentPage | null> {
    return this.pages(language).find((page) => page.slug === slug) ?? null;
  }

  async mainMenuPages(language: ContentLanguage): Promise<ContentPage[]> {
    return mainMenuOf(this.pages(language));
  }

  async siblings(slug: string, language: ContentLanguage): Promise<ContentPage[]> {
    return siblingsOf(this.pages(language), slug);
  }

  private pages(language: ContentLanguage): readonly ContentPage[] {
    return this.pagesByLanguage.get(language) ?? [];
  }
}

/**
 * The shipped content: backend/content/pages, found from this file both when it runs from source
 * (ts-jest, ts-node) and when it runs built into dist/.
 */
export function defaultContentDirectory(): string {
  const candidates = [resolve(__dirname, '../../../content/pages'), resolve(__dirname, '../../../../../backend/content/pages')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`The content pages were not found; looked in ${candidates.join(' and ')}`);
  return found;
}

async function jsonFilesUnder(directory: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...(await jsonFilesUnder(path)));
    else if (entry.name.endsWith('.json')) files.push(path);
    else throw new ContentFileError(path, 'expected only .json page files and folders of child pages');
  }
  return files.sort();
}

async function readPage(file: string, relativePath: string, language: ContentLanguage): Promise<ContentPage> {
  const slug = relativePath.slice(0, -'.json'.length).split(sep).join('/');
  if (!isValidSlug(slug)) throw new ContentFileError(file, `"${slug}" is not a valid slug: use lowercase words joined by hyphens, e.g. our-story.json`);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentFileError(file, `not valid JSON (${(error as Error).message})`);
  }
  try {
    const reader = new ContentReader(true);
    const fields = reader.object(raw, 'page', PAGE_FIELDS);
    const title = reader.text(fields, 'title', 'page');
    const parent = slug.includes('/') ? slug.slice(0, slug.lastIndexOf('/')) : null;
    return {
      id: `${language}/${slug}`,
      slug,
      language,
      title,
      description: reader.text(fields, 'description', 'page'),
      menuTitle: reader.optionalText(fields, 'menuTitle', 'page') ?? title,
      parentSlug: parent,
      menuOrder: reader.integer(fields, 'menuOrder', 'page'),
      inMainMenu: reader.boolean(fields, 'inMainMenu', 'page'),
      blocks: reader.list(fields, 'blocks', 'page', { nonEmpty: true }).map((block, index) => reader.block(block, `page.blocks[${index}]`)),
    };
  } catch (error) {
    if (error instanceof ContentValidationError) throw new ContentFileError(file, error.message);
    throw error;
  }
}

/** A child page's parent must exist in its language or in English, which it falls back to. */
function checkParents(root: string, own: Map<ContentLanguage, ContentPage[]>): void {
  const englishSlugs = new Set(own.get(FALLBACK_CONTENT_LANGUAGE)!.map((page) => page.slug));
  for (const [language, pages] of own) {
    const slugs = new Set(pages.map((page) => page.slug));
    for (const page of pages) {
      if (page.parentSlug !== null && !slugs.has(page.parentSlug) && !englishSlugs.has(page.parentSlug)) {
        throw new ContentFileError(join(root, language, `${page.slug}.json`), `its parent page "${page.parentSlug}" does not exist (add ${language}/${page.parentSlug}.json)`);
      }
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

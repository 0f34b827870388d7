import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ContentFixture, describeContentSourceContract } from './content-source.contract';
import { JsonContentSource, defaultContentDirectory } from './json-content-source';

function writePage(root: string, language: string, slug: string, body: unknown): string {
  const file = join(root, language, `${slug}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  return file;
}

function fileBody({ title, description, menuTitle, menuOrder, inMainMenu, blocks }: ContentFixture) {
  return { title, description, menuTitle, menuOrder, inMainMenu, blocks };
}

function contentFolder(): string {
  return mkdtempSync(join(tmpdir(), 'content-'));
}

describeContentSourceContract('JSON files (embedded)', async (fixtures) => {
  const root = contentFolder();
  for (const fixture of fixtures) writePage(root, fixture.language, fixture.slug, fileBody(fixture));
  return { source: await JsonContentSource.load(root), cleanup: async () => rmSync(root, { recursive: true, force: true }) };
});

describe('JSON content source', () => {
  const page = { title: 'Pricing', description: 'What tutoring costs.', menuOrder: 1, inMainMenu: true, blocks: [{ type: 'richText', paragraphs: ['Pay per session.'] }] };
  let root: string;
  beforeEach(() => {
    root = contentFolder();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes the menu title from the title when a file has none, and the parent from the folder', async () => {
    writePage(root, 'en', 'about-us', { ...page, title: 'About us' });
    writePage(root, 'en', 'about-us/our-story', { ...page, title: 'Our story' });
    const story = await (await JsonContentSource.load(root)).pageBySlug('about-us/our-story', 'en');
    expect(story).toMatchObject({ id: 'en/about-us/our-story', menuTitle: 'Our story', parentSlug: 'about-us' });
  });

  it('serves from memory once loaded', async () => {
    writePage(root, 'en', 'pricing', page);
    const source = await JsonContentSource.load(root);
    rmSync(join(root, 'en'), { recursive: true });
    expect((await source.pageBySlug('pricing', 'en'))?.title).toBe('Pricing');
  });

  it.each([
    ['a missing field', { ...page, title: undefined }, 'page.title must be a non-empty string'],
    ['a misspelt field', { ...page, menuOrdr: 2 }, 'page has unknown field "menuOrdr"'],
    ['a block of unknown type', { ...page, blocks: [{ type: 'carousel' }] }, 'page.blocks[0].type must be one of hero, richText, featureList, faq (got "carousel")'],
    ['a block missing a field', { ...page, blocks: [{ type: 'faq', items: [{ question: 'Why?' }] }] }, 'page.blocks[0].items[0].answer must be a non-empty string'],
    ['an unsafe link', { ...page, blocks: [{ type: 'hero', heading: 'Hi', ctaLabel: 'Go', ctaHref: 'javascript:alert(1)' }] }, 'page.blocks[0].ctaHref must be a site path'],
    ['a call to action without its link', { ...page, blocks: [{ type: 'hero', heading: 'Hi', ctaLabel: 'Go' }] }, 'page.blocks[0] needs both ctaLabel and ctaHref, or neither'],
    ['no blocks', { ...page, blocks: [] }, 'page.blocks must not be empty'],
    ['a fractional menu order', { ...page, menuOrder: 1.5 }, 'page.menuOrder must be a whole number'],
  ])('refuses to load a page with %s, naming the file and the field', async (_case, body, message) => {
    const file = writePage(root, 'sp', 'pricing', body);
    await expect(JsonContentSource.load(root)).rejects.toThrow(`${file}: ${message}`);
  });

  it('refuses a file that is not JSON, naming it', async () => {
    const file = writePage(root, 'en', 'pricing', '{ "title": ');
    await expect(JsonContentSource.load(root)).rejects.toThrow(`${file}: not valid JSON`);
  });

  it('refuses a child page whose parent page does not exist', async () => {
    const file = writePage(root, 'en', 'about-us/team', page);
    await expect(JsonContentSource.load(root)).rejects.toThrow(`${file}: its parent page "about-us" does not exist`);
  });

  it('refuses a file name that is not a slug and a folder that is not a language', async () => {
    const badName = writePage(root, 'en', 'Our Story', page);
    await expect(JsonContentSource.load(root)).rejects.toThrow(`${badName}: "Our Story" is not a valid slug`);
    rmSync(badName);
    writePage(root, 'fr', 'pricing', page);
    await expect(JsonContentSource.load(root)).rejects.toThrow(`${join(root, 'fr')}: expected only language folders (en, sp) here`);
  });

  it('refuses a missing content directory', async () => {
    await expect(JsonContentSource.load(join(root, 'nowhere'))).rejects.toThrow('content directory not found');
  });
});

describe('the shipped content (backend/content/pages)', () => {
  let source: JsonContentSource;
  beforeAll(async () => {
    source = await JsonContentSource.load(defaultContentDirectory());
  });

  const TUTOR_TOOLS = [
    'tutor-tools',
    'tutor-tools/find-tutoring',
    'tutor-tools/find-tutoring/nextdoor',
    'tutor-tools/find-tutoring/email-teachers',
    'tutor-tools/find-tutoring/shortcuts',
    'tutor-tools/online-tutoring-tips',
    'tutor-tools/online-tutoring-tips/lessonspace',
  ];
  const SLUGS = ['home', 'about-us', 'about-us/our-story', 'about-us/team', 'about-us/media', 'pricing', 'faq', 'support', 'terms', 'privacy', 'contact', ...TUTOR_TOOLS,
    // The public site (issue 17): the schools programme and its blog, families, and the routes served as content pages.
    'schools', 'schools/blog', 'schools/blog/1', 'schools/blog/2', 'schools/blog/3', 'schools/blog/4', 'schools/blog/5', 'marketplace', 'zoom-documentation', 'atp', 'ace', 'keep'];

  it('has every page in English and in Spanish', async () => {
    for (const language of ['en', 'sp'] as const) {
      const pages = await source.allPages(language);
      expect(pages.map((candidate) => candidate.slug).sort()).toEqual([...SLUGS].sort());
      expect(pages.every((candidate) => candidate.language === language)).toBe(true);
    }
  });

  it('keeps the tree and the menu the same in both languages', async () => {
    const shape = async (language: 'en' | 'sp') =>
      (await source.allPages(language)).map(({ slug, parentSlug, menuOrder, inMainMenu, blocks }) => ({ slug, parentSlug, menuOrder, inMainMenu, blocks: blocks.map((block) => block.type) }));
    expect(await shape('sp')).toEqual(await shape('en'));
    expect((await source.siblings('about-us/team', 'en')).map((candidate) => candidate.slug)).toEqual(['about-us/our-story', 'about-us/team', 'about-us/media']);
    expect((await source.siblings('tutor-tools/find-tutoring/shortcuts', 'sp')).map((candidate) => candidate.slug)).toEqual([
      'tutor-tools/find-tutoring/nextdoor',
      'tutor-tools/find-tutoring/email-teachers',
      'tutor-tools/find-tutoring/shortcuts',
    ]);
  });

  it('states the marketing claims of the spec on the home page', async () => {
    const text = JSON.stringify(await source.pageBySlug('home', 'en'));
    for (const claim of ['100% satisfaction guaranteed or money back', 'No introductory fees', 'one session', '$25+ per hour']) expect(text).toContain(claim);
  });
});

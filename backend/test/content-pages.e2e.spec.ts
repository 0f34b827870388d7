import { startTestApp, TestApp } from './support/test-app';

const PAGE_FIELDS = `
  id slug path language title description menuTitle parentSlug menuOrder inMainMenu
  blocks {
    __typename
    ... on ContentHeroBlock { heading subheading ctaLabel ctaHref }
    ... on ContentRichTextBlock { paragraphs }
    ... on ContentFeatureListBlock { heading items { title body } }
    ... on ContentFaqBlock { items { question answer } }
  }`;
const CONTENT_PAGE = `query ContentPage($slug: String!, $language: String) { contentPage(slug: $slug, language: $language) { ${PAGE_FIELDS} } }`;
const MAIN_MENU = `query MainMenu($language: String) { mainMenuPages(language: $language) { slug path menuTitle menuOrder language } }`;
const SUB_NAVIGATION = `query SubNavigation($slug: String!, $language: String) { contentSubNavigation(slug: $slug, language: $language) { slug path menuTitle menuOrder language } }`;

interface Page {
  id: string;
  slug: string;
  path: string;
  language: string;
  title: string;
  description: string;
  menuTitle: string;
  parentSlug: string | null;
  menuOrder: number;
  inMainMenu: boolean;
  blocks: Array<{ __typename: string } & Record<string, unknown>>;
}
type MenuEntry = Pick<Page, 'slug' | 'path' | 'menuTitle' | 'menuOrder' | 'language'>;

describe('content pages over HTTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const page = async (slug: string, language?: string) =>
    (await app.client().data<{ contentPage: Page | null }>(CONTENT_PAGE, { slug, ...(language === undefined ? {} : { language }) })).contentPage;

  it('serves the home page at the root, with its marketing claims, to a visitor', async () => {
    const home = await page('/');
    expect(home).toMatchObject({ slug: 'home', path: '/', language: 'en', parentSlug: null, description: expect.stringContaining('100% satisfaction guaranteed or money back') });
    expect(home?.blocks[0]).toEqual({
      __typename: 'ContentHeroBlock',
      heading: 'Find the right tutor, one session at a time',
      subheading: '100% satisfaction guaranteed or money back. No introductory fees, and only one session needs to be bought at a time.',
      ctaLabel: 'Request a tutor',
      ctaHref: '/request-a-tutor',
    });
    expect(home?.blocks.map((block) => block.__typename)).toEqual(['ContentHeroBlock', 'ContentFeatureListBlock', 'ContentRichTextBlock', 'ContentHeroBlock']);
    expect(JSON.stringify(home?.blocks)).toContain('Tutors earn $25+ per hour');
    expect(await page('home')).toEqual(home);
  });

  it('serves a page in Spanish, and in English for a language it does not have', async () => {
    const faq = await page('faq', 'sp');
    expect(faq).toMatchObject({ slug: 'faq', path: '/faq', language: 'sp', title: 'Preguntas frecuentes' });
    expect(faq?.blocks[1]).toMatchObject({ __typename: 'ContentFaqBlock', items: expect.arrayContaining([expect.objectContaining({ question: '¿Cómo encuentro un tutor?' })]) });
    expect(faq?.id).not.toBe((await page('faq', 'en'))?.id);
    expect(await page('faq', 'fr')).toEqual(await page('faq', 'en'));
  });

  it('serves a nested page and its sub-navigation: its siblings in menu order', async () => {
    const team = await page('/about-us/team/');
    expect(team).toMatchObject({ slug: 'about-us/team', path: '/about-us/team', parentSlug: 'about-us', title: 'Our team' });
    expect(team?.blocks[1]).toMatchObject({ __typename: 'ContentFeatureListBlock', heading: '', items: expect.arrayContaining([expect.objectContaining({ title: 'Tutor success' })]) });
    const { contentSubNavigation } = await app.client().data<{ contentSubNavigation: MenuEntry[] }>(SUB_NAVIGATION, { slug: 'about-us/team', language: 'sp' });
    expect(contentSubNavigation).toEqual([
      { slug: 'about-us/our-story', path: '/about-us/our-story', menuTitle: 'Nuestra historia', menuOrder: 1, language: 'sp' },
      { slug: 'about-us/team', path: '/about-us/team', menuTitle: 'Equipo', menuOrder: 2, language: 'sp' },
      { slug: 'about-us/media', path: '/about-us/media', menuTitle: 'Prensa', menuOrder: 3, language: 'sp' },
    ]);
    const section = await app.client().data<{ contentSubNavigation: MenuEntry[] }>(SUB_NAVIGATION, { slug: 'about-us' });
    expect(section.contentSubNavigation.map((entry) => entry.slug)).toEqual(['about-us/our-story', 'about-us/team', 'about-us/media']);
    expect((await app.client().data<{ contentSubNavigation: MenuEntry[] }>(SUB_NAVIGATION, { slug: 'pricing' })).contentSubNavigation).toEqual([]);
  });

  it('lists the main menu in menu order', async () => {
    const { mainMenuPages } = await app.client().data<{ mainMenuPages: MenuEntry[] }>(MAIN_MENU, {});
    expect(mainMenuPages.map((entry) => `${entry.path} ${entry.menuTitle}`)).toEqual(['/about-us About Us', '/pricing Pricing', '/faq FAQ', '/support Support', '/contact Contact']);
    const spanish = await app.client().data<{ mainMenuPages: MenuEntry[] }>(MAIN_MENU, { language: 'sp' });
    expect(spanish.mainMenuPages.map((entry) => entry.menuTitle)).toEqual(['Quiénes somos', 'Precios', 'Preguntas frecuentes', 'Asistencia', 'Contacto']);
  });

  it('answers null for an unknown page, and an empty sub-navigation', async () => {
    expect(await page('no-such-page')).toBeNull();
    expect(await page('about-us/no-such-page', 'sp')).toBeNull();
    expect((await app.client().data<{ contentSubNavigation: MenuEntry[] }>(SUB_NAVIGATION, { slug: 'no-such-page' })).contentSubNavigation).toEqual([]);
  });
});

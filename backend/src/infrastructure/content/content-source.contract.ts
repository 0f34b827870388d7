import { ContentPage, ContentSource } from '../../../platform/content/content-source.port';

/** A page as the contract seeds it; each adapter gives it its own id. */
export type ContentFixture = Omit<ContentPage, 'id'>;

export interface ContentSourceUnderTest {
  source: ContentSource;
  cleanup(): Promise<void>;
}

const page = (fixture: Omit<ContentFixture, 'description' | 'blocks'> & Partial<Pick<ContentFixture, 'description' | 'blocks'>>): ContentFixture => ({
  description: `About ${fixture.title}.`,
  blocks: [{ type: 'richText', paragraphs: [`${fixture.title} in short.`] }],
  ...fixture,
});

/** English has every page; Spanish has some, so the rest fall back to English. */
export const CONTENT_FIXTURES: ContentFixture[] = [
  page({
    slug: 'home',
    language: 'en',
    title: 'Tutoring that works',
    description: 'Find a tutor near you or online.',
    menuTitle: 'Home',
    parentSlug: null,
    menuOrder: 0,
    inMainMenu: false,
    blocks: [
      { type: 'hero', heading: 'Learn with the right tutor', subheading: 'One session at a time.', ctaLabel: 'Find a tutor', ctaHref: '/search' },
      { type: 'hero', heading: 'Plain hero' },
      { type: 'richText', paragraphs: ['First paragraph.', 'Second paragraph.'] },
      { type: 'featureList', heading: 'Why us', items: [{ title: 'Vetted tutors', body: 'Every tutor is checked.' }] },
      { type: 'featureList', items: [{ title: 'No heading', body: 'A list without a heading.' }] },
      { type: 'faq', items: [{ question: 'Is there a fee to start?', answer: 'No.' }, { question: 'Can I stop any time?', answer: 'Yes.' }] },
    ],
  }),
  page({ slug: 'home', language: 'sp', title: 'Tutorías que funcionan', menuTitle: 'Inicio', parentSlug: null, menuOrder: 0, inMainMenu: false }),
  page({ slug: 'about', language: 'en', title: 'About us', menuTitle: 'About', parentSlug: null, menuOrder: 2, inMainMenu: true }),
  page({ slug: 'about', language: 'sp', title: 'Quiénes somos', menuTitle: 'Nosotros', parentSlug: null, menuOrder: 2, inMainMenu: true }),
  page({ slug: 'about/team', language: 'en', title: 'Our team', menuTitle: 'Team', parentSlug: 'about', menuOrder: 1, inMainMenu: false }),
  page({ slug: 'about/team', language: 'sp', title: 'Nuestro equipo', menuTitle: 'Equipo', parentSlug: 'about', menuOrder: 1, inMainMenu: false }),
  page({ slug: 'about/story', language: 'en', title: 'Our story', menuTitle: 'Story', parentSlug: 'about', menuOrder: 2, inMainMenu: false }),
  page({ slug: 'about/press', language: 'en', title: 'Press', menuTitle: 'Press', parentSlug: 'about', menuOrder: 3, inMainMenu: false }),
  page({ slug: 'prices', language: 'en', title: 'Prices', menuTitle: 'Prices', parentSlug: null, menuOrder: 1, inMainMenu: true }),
  page({ slug: 'prices', language: 'sp', title: 'Precios', menuTitle: 'Precios', parentSlug: null, menuOrder: 1, inMainMenu: true }),
  page({ slug: 'help', language: 'en', title: 'Help', menuTitle: 'Help', parentSlug: null, menuOrder: 3, inMainMenu: true }),
  page({ slug: 'legal', language: 'en', title: 'Legal', menuTitle: 'Legal', parentSlug: null, menuOrder: 9, inMainMenu: false }),
];

const fixture = (slug: string, language: 'en' | 'sp') => CONTENT_FIXTURES.find((candidate) => candidate.slug === slug && candidate.language === language)!;
const withoutId = ({ id: _id, ...rest }: ContentPage): ContentFixture => rest;
const versions = (pages: ContentPage[]) => pages.map((candidate) => `${candidate.slug}@${candidate.language}`);

/** The behaviour every ContentSource adapter must show; run by each adapter's int spec. */
export function describeContentSourceContract(name: string, make: (fixtures: ContentFixture[]) => Promise<ContentSourceUnderTest>): void {
  describe(`ContentSource contract: ${name}`, () => {
    let subject: ContentSourceUnderTest;
    let source: ContentSource;
    beforeAll(async () => {
      subject = await make(CONTENT_FIXTURES);
      source = subject.source;
    });
    afterAll(async () => subject.cleanup());

    it('finds a page by slug with all its fields and its blocks in order', async () => {
      const home = await source.pageBySlug('home', 'en');
      expect(home && withoutId(home)).toEqual(fixture('home', 'en'));
      expect(home?.id).toEqual(expect.any(String));
    });

    it('finds a nested page by its full slug', async () => {
      const team = await source.pageBySlug('about/team', 'en');
      expect(team && withoutId(team)).toEqual(fixture('about/team', 'en'));
    });

    it('serves the Spanish version of a page that has one', async () => {
      const prices = await source.pageBySlug('prices', 'sp');
      expect(prices && withoutId(prices)).toEqual(fixture('prices', 'sp'));
    });

    it('falls back to the English page when the Spanish one is missing', async () => {
      const help = await source.pageBySlug('help', 'sp');
      expect(help && withoutId(help)).toEqual(fixture('help', 'en'));
    });

    it('answers null for an unknown slug in either language', async () => {
      expect(await source.pageBySlug('no-such-page', 'en')).toBeNull();
      expect(await source.pageBySlug('no-such-page', 'sp')).toBeNull();
      expect(await source.pageBySlug('about/no-such-page', 'sp')).toBeNull();
    });

    it('gives each version of a page its own id', async () => {
      const english = await source.allPages('en');
      const spanish = await source.allPages('sp');
      const ids = [...english, ...spanish.filter((candidate) => candidate.language === 'sp')].map((candidate) => candidate.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await source.pageBySlug('prices', 'sp'))?.id).not.toBe((await source.pageBySlug('prices', 'en'))?.id);
      expect((await source.pageBySlug('help', 'sp'))?.id).toBe((await source.pageBySlug('help', 'en'))?.id);
    });

    it('lists all pages of a language by menu order, filling gaps in Spanish with English', async () => {
      expect(versions(await source.allPages('en'))).toEqual([
        'home@en',
        'about/team@en',
        'prices@en',
        'about@en',
        'about/story@en',
        'about/press@en',
        'help@en',
        'legal@en',
      ]);
      expect(versions(await source.allPages('sp'))).toEqual([
        'home@sp',
        'about/team@sp',
        'prices@sp',
        'about@sp',
        'about/story@en',
        'about/press@en',
        'help@en',
        'legal@en',
      ]);
    });

    it('lists the main menu: top-level pages flagged for it, by menu order', async () => {
      expect(versions(await source.mainMenuPages('en'))).toEqual(['prices@en', 'about@en', 'help@en']);
      expect(versions(await source.mainMenuPages('sp'))).toEqual(['prices@sp', 'about@sp', 'help@en']);
    });

    it('lists the siblings of a nested page, itself included, by menu order', async () => {
      expect(versions(await source.siblings('about/story', 'en'))).toEqual(['about/team@en', 'about/story@en', 'about/press@en']);
      expect(versions(await source.siblings('about/team', 'sp'))).toEqual(['about/team@sp', 'about/story@en', 'about/press@en']);
    });

    it('lists top-level pages as siblings of each other, and nothing for an unknown slug', async () => {
      expect(versions(await source.siblings('prices', 'en'))).toEqual(['home@en', 'prices@en', 'about@en', 'help@en', 'legal@en']);
      expect(await source.siblings('no-such-page', 'en')).toEqual([]);
    });
  });
}

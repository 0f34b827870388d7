import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { ContentPage } from '../graphql/content-page-fields';
import { GET_CONTENT_PAGE } from '../graphql/get-content-page';
import { GET_CONTENT_SUB_NAVIGATION } from '../graphql/get-content-sub-navigation';
import { ContentPageRoute, HomePage, slugOf } from './ContentPageRoute';

const page = (overrides: Partial<ContentPage>): ContentPage & { __typename: string } => ({
  __typename: 'ContentPage',
  id: 'p1',
  slug: 'pricing',
  path: '/pricing',
  title: 'Pricing',
  description: 'What tutoring costs',
  menuTitle: 'Pricing',
  menuOrder: 1,
  parentSlug: null,
  blocks: [],
  ...overrides,
});

const pageMock = (slug: string, language: string, contentPage: ContentPage | null) => ({
  request: { query: GET_CONTENT_PAGE, variables: { slug, language } },
  result: { data: { contentPage } },
});

describe('content pages', () => {
  it('maps paths to slugs, the root to home', () => {
    expect(slugOf('/')).toBe('home');
    expect(slugOf('/about-us/team/')).toBe('about-us/team');
  });

  it('renders the home page blocks and sets the product title', async () => {
    const home = page({
      slug: 'home',
      path: '/',
      title: 'Home',
      blocks: [
        { __typename: 'ContentHeroBlock', heading: 'Top tutors, near you or online', subheading: '100% satisfaction guaranteed', ctaLabel: 'Find a Tutor', ctaHref: '/search' },
        { __typename: 'ContentFeatureListBlock', heading: 'Why families choose us', items: [{ title: 'No introductory fees', body: 'Pay per session.' }] },
      ],
    });
    renderWithProviders(<HomePage />, { mocks: [pageMock('home', 'en', home)] });
    expect(await screen.findByRole('heading', { name: 'Top tutors, near you or online' })).toBeInTheDocument();
    expect(screen.getByText('Find a Tutor').closest('a')).toHaveAttribute('href', '/search');
    expect(screen.getByText('No introductory fees')).toBeInTheDocument();
    expect(document.title).toBe('Tutoring Marketplace');
  });

  it('asks for the page in the interface language', async () => {
    const spanish = page({ title: 'Precios', blocks: [{ __typename: 'ContentRichTextBlock', paragraphs: ['Solo pagas por sesión.'] }] });
    renderWithProviders(<ContentPageRoute />, { path: '/pricing', language: 'sp', mocks: [pageMock('pricing', 'sp', spanish)] });
    expect(await screen.findByText('Solo pagas por sesión.')).toBeInTheDocument();
    expect(document.title).toBe('Precios | Tutoring Marketplace');
  });

  it('shows page-not-found for a path no page has', async () => {
    renderWithProviders(<ContentPageRoute />, { path: '/no-such-page', mocks: [pageMock('no-such-page', 'en', null)] });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it("shows an 'Unknown Component' box for a block it cannot render", async () => {
    renderWithProviders(<ContentPageRoute />, { path: '/pricing', mocks: [pageMock('pricing', 'en', page({ blocks: [{ __typename: 'ContentCarouselBlock' }] }))] });
    expect(await screen.findByTestId('unknown-component')).toHaveTextContent('Unknown Component');
  });

  it('lists a child page with its siblings in menu order', async () => {
    const team = page({ id: 't', slug: 'about-us/team', path: '/about-us/team', title: 'Team', menuTitle: 'Team', parentSlug: 'about-us', blocks: [{ __typename: 'ContentRichTextBlock', paragraphs: ['Our team.'] }] });
    const siblings = [
      { id: 's', slug: 'about-us/our-story', path: '/about-us/our-story', menuTitle: 'Our Story', menuOrder: 1 },
      { id: 't', slug: 'about-us/team', path: '/about-us/team', menuTitle: 'Team', menuOrder: 2 },
      { id: 'm', slug: 'about-us/media', path: '/about-us/media', menuTitle: 'Media', menuOrder: 3 },
    ];
    renderWithProviders(<ContentPageRoute />, {
      path: '/about-us/team',
      mocks: [
        pageMock('about-us/team', 'en', team),
        { request: { query: GET_CONTENT_SUB_NAVIGATION, variables: { slug: 'about-us/team', language: 'en' } }, result: { data: { contentSubNavigation: siblings } } },
      ],
    });
    const navigation = await screen.findByTestId('content-sub-navigation');
    expect([...navigation.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Our Story', 'Team', 'Media']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { cardTutors, nameSearchErrorMock, nameSearchMock, topActiveTutors, topActiveTutorsMock } from '../test-fixtures';
import { SearchByNamePage } from './SearchPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const originalMatchMedia = window.matchMedia;

/** A screen as wide as `width` CSS pixels, as far as media queries go. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.mocked(showToast).mockClear();
});

async function typeName(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('searchbox', { name: /^(Who would you like to connect with\?|¿Con quién te gustaría conectar\?)$/ }), text);
  return user;
}

describe('Search screen, Tutors tab', () => {
  it('asks for a name and shows the top active tutors, 5 per row, each opening the profile in a new tab', async () => {
    screenWidth(1280);
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', mocks: [topActiveTutorsMock(topActiveTutors(10))] });
    expect(await screen.findByText('Search a tutor by name with the search bar above')).toBeInTheDocument();
    const strip = await screen.findByRole('list', { name: 'Top active tutors' });
    expect(strip).toHaveAttribute('data-columns', '5');
    expect(strip).toHaveStyle({ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' });
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAttribute('href', '/u/top1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAccessibleName('Top1 School 1');
    expect(links[1]).toHaveAccessibleName('Top2');
  });

  it('shows at most 8 top active tutors, 4 per row, on a phone', async () => {
    screenWidth(375);
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', mocks: [topActiveTutorsMock(topActiveTutors(10))] });
    const strip = await screen.findByRole('list', { name: 'Top active tutors' });
    expect(strip).toHaveAttribute('data-columns', '4');
    expect(within(strip).getAllByRole('link')).toHaveLength(8);
  });

  it('shows 5 per row from 756 px up', async () => {
    screenWidth(756);
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', mocks: [topActiveTutorsMock(topActiveTutors(10))] });
    const strip = await screen.findByRole('list', { name: 'Top active tutors' });
    expect(strip).toHaveAttribute('data-columns', '5');
    expect(within(strip).getAllByRole('link')).toHaveLength(10);
  });

  it('asks for a name in Spanish', async () => {
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', language: 'sp', mocks: [topActiveTutorsMock(topActiveTutors(1))] });
    expect(await screen.findByText('Busca a un tutor por su nombre con la barra de búsqueda de arriba')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '¿Con quién te gustaría conectar?' })).toHaveAttribute('placeholder', '¿Con quién te gustaría conectar?');
  });

  it('finds tutors by name and loads further pages with Show more', async () => {
    const { router } = renderWithProviders(<SearchByNamePage />, {
      path: '/find-a-tutor/name',
      mocks: [topActiveTutorsMock(topActiveTutors(3)), nameSearchMock('Mar', 1, cardTutors('mar', 10)), nameSearchMock('Mar', 2, cardTutors('mara', 4))],
    });
    const user = await typeName('Mar');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.queryByText('Search a tutor by name with the search bar above')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=Mar');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says no tutor matched the name, in English', async () => {
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', mocks: [topActiveTutorsMock(topActiveTutors(3)), nameSearchMock('Zed', 1, [])] });
    await typeName('Zed');
    expect(await screen.findByText('No tutors matched the name "Zed."')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says no tutor matched the name, in Spanish', async () => {
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', language: 'sp', mocks: [topActiveTutorsMock(topActiveTutors(3)), nameSearchMock('Zed', 1, [])] });
    await typeName('Zed');
    expect(await screen.findByText('Ningún tutor coincide con el nombre "Zed."')).toBeInTheDocument();
  });

  it('starts again from page 1 when the name changes', async () => {
    renderWithProviders(<SearchByNamePage />, {
      path: '/find-a-tutor/name',
      mocks: [topActiveTutorsMock(topActiveTutors(3)), nameSearchMock('Mar', 1, cardTutors('mar', 10)), nameSearchMock('Mark', 1, cardTutors('mark', 2))],
    });
    const user = await typeName('Mar');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: 'Who would you like to connect with?' }), 'k');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'mark1' })).toBeInTheDocument();
  });

  it('shows the toast when the name search fails', async () => {
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', mocks: [topActiveTutorsMock(topActiveTutors(3)), nameSearchErrorMock('Mar')] });
    await typeName('Mar');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'There was an issue fetching tutors.' })));
  });
});

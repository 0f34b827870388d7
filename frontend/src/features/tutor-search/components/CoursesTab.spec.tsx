import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import {
  cardTutors,
  courseSearchErrorMock,
  courseSearchMock,
  courseSuggestionsMock,
  locationSuggestionsMock,
  searchResult,
  topActiveTutors,
  topActiveTutorsMock,
} from '../test-fixtures';
import { SearchByNamePage, SearchPage } from './SearchPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const admin = testUser({ profileTypes: ['ADMIN'] });
const client = testUser();
// A signed-in user's saved language preference wins over the browser's.
const spanishClient = testUser({ languagePreference: 'sp' });

const online = (course = 'Algebra 1', onlinePageNumber = 1) => ({ input: course, localPageNumber: -1, onlinePageNumber });
const local = (localPageNumber: number, onlinePageNumber = 1) => ({ input: 'Algebra 1', zip: '78701', localPageNumber, onlinePageNumber });

/**
 * Enters the text in one input event: typed key by key, a slow machine lets the debounce fire on a
 * prefix, which has no mock, and the test would depend on the machine's speed.
 */
async function typeCourse(text: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: /^(Search by subject|Buscar por materia)$/ }));
  await user.paste(text);
  return user;
}

/** Renders the Search screen at /search and then opens `url` (the memory router's route path has no query). */
async function renderSearchAt(url: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders(<SearchPage />, { ...options, path: '/search' });
  await act(() => rendered.router.navigate(url));
  return rendered;
}

/** Blueprint puts an option's click handler on the link inside it, where a pointer lands. */
async function chooseOption(user: ReturnType<typeof userEvent.setup>, option: HTMLElement) {
  await user.click(option.querySelector('a') ?? option);
}

function cardNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('Search screen, Courses tab', () => {
  it('asks for a course and offers the quick-pick tiles before one is chosen', async () => {
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(await screen.findByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Search by subject' })).toHaveAttribute('placeholder', 'Search by subject');
    expect(screen.getByText('Please type a course or subject name in the search bar above.')).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Try one of our commonly searched subjects below.' });
    expect(within(tiles).getAllByRole('button').map((tile) => tile.textContent)).toEqual(['Algebra 1', 'English', 'Spanish I', 'Physics', 'SAT', 'Geometry']);
    expect(screen.getByRole('button', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Student's Grade Level" })).toBeInTheDocument();
    expect(document.title).toBe('Find a Tutor | Tutoring Marketplace');
  });

  it('asks for a course in Spanish', async () => {
    renderWithProviders(<SearchPage />, { path: '/search', language: 'sp' });
    expect(await screen.findByText('Escribe el nombre de un curso o una materia en la barra de búsqueda de arriba.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar por materia' })).toHaveAttribute('placeholder', 'Buscar por materia');
    expect(screen.getByRole('region', { name: 'Prueba con una de las materias más buscadas a continuación.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nivel escolar del estudiante' })).toBeInTheDocument();
  });

  it('lands on the Tutors tab for /find-a-tutor/name', async () => {
    renderWithProviders(<SearchByNamePage />, { path: '/find-a-tutor/name', mocks: [topActiveTutorsMock(topActiveTutors(2))] });
    expect(await screen.findByRole('tab', { name: 'Tutors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Who would you like to connect with?' })).toHaveAttribute('placeholder', 'Who would you like to connect with?');
  });

  it('shows the course label and school in the dropdown and searches the chosen course online', async () => {
    const courses = [
      { id: 'algebra-1', fullCourseName: 'Algebra 1', schoolName: null },
      { id: 'algebra-1-honors', fullCourseName: 'Algebra 1 Honors', schoolName: 'Austin High School' },
    ];
    renderWithProviders(<SearchPage />, {
      path: '/search',
      mocks: [courseSuggestionsMock('Algebra', courses), courseSearchMock(online(), searchResult({ onlineTutors: cardTutors('online', 2), onlineTutorCount: 2 }))],
    });
    const user = await typeCourse('Algebra');
    const honors = await screen.findByRole('option', { name: /Algebra 1 Honors/ });
    expect(honors).toHaveTextContent('Austin High School');
    await chooseOption(user, screen.getByRole('option', { name: 'Algebra 1' }));

    expect(await screen.findByRole('heading', { name: 'Top Algebra 1 Tutors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'online lesson space' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Prefer to meet in person? Search by location to find top tutors near you.')).toBeInTheDocument();
    expect(cardNames(screen.getByRole('list', { name: 'Online tutors' }))).toEqual(['online1', 'online2']);
    expect(screen.queryByText('Please type a course or subject name in the search bar above.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('searches a quick-pick course, with the heading in Spanish', async () => {
    renderWithProviders(<SearchPage />, {
      path: '/search',
      language: 'sp',
      mocks: [courseSearchMock(online('SAT'), searchResult({ course: 'SAT', onlineTutors: cardTutors('online', 1), onlineTutorCount: 1 }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'SAT' }));
    expect(await screen.findByRole('heading', { name: 'Los mejores tutores de SAT' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar por materia' })).toHaveValue('SAT');
  });

  it('shows local tutors, then the online banner, then online tutors, under the heading near the place', async () => {
    await renderSearchAt('/search?course=Algebra%201&zip=78701', { mocks: [
        courseSearchMock(
          local(1),
          searchResult({
            localTutors: cardTutors('local', 2, { distanceMiles: 3.2 }),
            onlineTutors: cardTutors('online', 2),
            localTutorCount: 2,
            onlineTutorCount: 2,
            locationDescription: 'Austin, TX',
          }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Top Algebra 1 Tutors near Austin, TX' })).toBeInTheDocument();
    const localList = screen.getByRole('list', { name: 'Tutors near Austin, TX' });
    const banner = screen.getByRole('note');
    const onlineList = screen.getByRole('list', { name: 'Online tutors' });
    expect(banner).toHaveTextContent('Online tutors can also teach Algebra 1 in our online lesson space.');
    expect(within(banner).getByRole('link', { name: 'online lesson space' })).toHaveAttribute('href', 'https://www.thelessonspace.com/');
    expect(localList.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(onlineList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cardNames(localList)).toEqual(['local1', 'local2']);
    expect(within(localList).getAllByText('3.2 miles away')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Location: Austin, TX 78701' })).toBeInTheDocument();
    expect(screen.queryByText('Prefer to meet in person? Search by location to find top tutors near you.')).not.toBeInTheDocument();
  });

  it('pages with Show more: local pages first, then online pages, until both are exhausted', async () => {
    await renderSearchAt('/search?course=Algebra%201&zip=78701', { mocks: [
        courseSearchMock(local(1), searchResult({ localTutors: cardTutors('local', 10), localTutorCount: 13, onlineTutorCount: 12, locationDescription: 'Austin, TX' })),
        courseSearchMock(
          local(2),
          searchResult({ localTutors: cardTutors('more', 3), onlineTutors: cardTutors('online', 10), localTutorCount: 13, onlineTutorCount: 12, locationDescription: 'Austin, TX' }),
        ),
        courseSearchMock(local(-1, 2), searchResult({ onlineTutors: cardTutors('later', 2), localTutorCount: 13, onlineTutorCount: 12, locationDescription: 'Austin, TX' })),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Top Algebra 1 Tutors near Austin, TX' });
    expect(within(screen.getByRole('list', { name: 'Tutors near Austin, TX' })).getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('list', { name: 'Online tutors' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Online tutors' })).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Tutors near Austin, TX' })).getAllByRole('article')).toHaveLength(13);
    expect(within(screen.getByRole('list', { name: 'Online tutors' })).getAllByRole('article')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Online tutors' })).getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('tells a signed-in client when no class or subject matches, in English and Spanish', async () => {
    const { unmount } = renderWithProviders(<SearchPage />, { path: '/search', user: client, mocks: [courseSuggestionsMock('Quidditch', [])] });
    await typeCourse('Quidditch');
    expect(await screen.findByText('No matching classes or subjects found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a Tutor' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Try one of our commonly searched subjects below.' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<SearchPage />, { path: '/search', user: spanishClient, language: 'sp', mocks: [courseSuggestionsMock('Quidditch', [])] });
    await typeCourse('Quidditch');
    expect(await screen.findByText('No se encontraron clases ni materias que coincidan.')).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['an admin', admin],
  ])('prompts %s to request a tutor when no class or subject matches', async (_who, user) => {
    renderWithProviders(<SearchPage />, { path: '/search', user, mocks: [courseSuggestionsMock('Quidditch', [])] });
    await typeCourse('Quidditch');
    expect(await screen.findByText('Please reach out to our team to get a personal recommendation to one of our top Quidditch tutors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Tutor' })).toHaveAttribute('href', '/request-a-tutor');
    expect(screen.queryByText('No matching classes or subjects found.')).not.toBeInTheDocument();
  });

  it('prompts a visitor in Spanish when no class or subject matches', async () => {
    renderWithProviders(<SearchPage />, { path: '/search', language: 'sp', mocks: [courseSuggestionsMock('Quidditch', [])] });
    await typeCourse('Quidditch');
    expect(
      await screen.findByText('Comunícate con nuestro equipo para recibir una recomendación personal de uno de nuestros mejores tutores de Quidditch'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un tutor' })).toHaveAttribute('href', '/request-a-tutor');
  });

  it.each([
    ['a visitor', null],
    ['an admin', admin],
  ])('asks %s to reach out to the team when no tutor teaches the course', async (_who, user) => {
    const { router } = await renderSearchAt('/search?course=Algebra%201', { user, mocks: [courseSearchMock(online(), searchResult())] });
    expect(await screen.findByText('Please reach out to our team to get a personal recommendation to one of our top Algebra 1 tutors')).toBeInTheDocument();
    expect(screen.getByText('Our team will follow up with you within 24 hours.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request a Tutor' }));
    expect(router.state.location.pathname).toBe('/request-a-tutor');
  });

  it('asks a visitor to reach out to the team in Spanish when no tutor teaches the course', async () => {
    await renderSearchAt('/search?course=Algebra%201', { language: 'sp', mocks: [courseSearchMock(online(), searchResult())] });
    expect(
      await screen.findByText('Comunícate con nuestro equipo para recibir una recomendación personal de uno de nuestros mejores tutores de Algebra 1'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nuestro equipo se pondrá en contacto contigo en un plazo de 24 horas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un tutor' })).toBeInTheDocument();
  });

  it('tells a signed-in client that no tutor teaches the course, in English and Spanish', async () => {
    const { unmount } = await renderSearchAt('/search?course=Algebra%201', { user: client, mocks: [courseSearchMock(online(), searchResult())] });
    expect(await screen.findByText('No Algebra 1 tutors are available right now. Please try another course or subject.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a Tutor' })).not.toBeInTheDocument();
    unmount();

    await renderSearchAt('/search?course=Algebra%201', { user: spanishClient, language: 'sp', mocks: [courseSearchMock(online(), searchResult())] });
    expect(await screen.findByText('No hay tutores de Algebra 1 disponibles en este momento. Prueba con otro curso o materia.')).toBeInTheDocument();
  });

  it('shows the toast when the tutors cannot be fetched, in the interface language', async () => {
    await renderSearchAt('/search?course=Algebra%201', { language: 'sp', mocks: [courseSearchErrorMock(online())] });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'danger', message: 'Hubo un problema al obtener los tutores.' })));
  });

  it('refetches for the grade level chosen in the grade popover', async () => {
    await renderSearchAt('/search?course=Algebra%201', { mocks: [
        courseSearchMock(online(), searchResult({ onlineTutors: cardTutors('any', 2), onlineTutorCount: 2 })),
        courseSearchMock({ ...online(), studentGradeLevel: 'HIGH_SCHOOL' }, searchResult({ onlineTutors: cardTutors('high', 1), onlineTutorCount: 1 })),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Top Algebra 1 Tutors' });
    await user.click(screen.getByRole('button', { name: "Student's Grade Level" }));
    expect(await screen.findByText("Select your student's grade level")).toBeInTheDocument();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Elementary', 'Middle School', 'High School', 'College and above']);
    await chooseOption(user, screen.getByRole('option', { name: 'High School' }));
    await waitFor(() => expect(cardNames(screen.getByRole('list', { name: 'Online tutors' }))).toEqual(['high1']));
    expect(screen.getByRole('button', { name: "Student's Grade Level: High School" })).toBeInTheDocument();
  });

  it('sets a location in the Location popover and searches near it', async () => {
    const austin = { id: '78701', zip: '78701', city: 'Austin', state: 'TX' };
    const { router } = await renderSearchAt('/search?course=Algebra%201', { mocks: [
        courseSearchMock(online(), searchResult({ onlineTutors: cardTutors('online', 1), onlineTutorCount: 1 })),
        locationSuggestionsMock('Nowhere', []),
        locationSuggestionsMock('Aus', [austin]),
        courseSearchMock(local(1), searchResult({ localTutors: cardTutors('local', 1), localTutorCount: 1, locationDescription: 'Austin, TX' })),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Top Algebra 1 Tutors' });
    await user.click(screen.getByRole('button', { name: 'Search by location' }));
    const popover = await screen.findByRole('dialog', { name: 'Set Location' });
    expect(within(popover).getByText('Find top tutors near you!')).toBeInTheDocument();
    const input = within(popover).getByRole('textbox', { name: 'Search a city or ZIP code' });
    expect(input).toHaveAttribute('placeholder', 'Search a city or ZIP code');
    expect(within(popover).getByText('Please type a city or zip code')).toBeInTheDocument();

    await user.type(input, 'Nowhere');
    expect(await within(popover).findByText('No matching location found.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Aus');
    await chooseOption(user, await within(popover).findByRole('option', { name: /Austin, TX/ }));

    expect(await screen.findByRole('heading', { name: 'Top Algebra 1 Tutors near Austin, TX' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Location: Austin, TX 78701' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?course=Algebra+1&zip=78701');
  });

  it('shows the location picker hints in Spanish', async () => {
    renderWithProviders(<SearchPage />, { path: '/search', language: 'sp', mocks: [locationSuggestionsMock('Nowhere', [])] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubicación' }));
    const popover = await screen.findByRole('dialog', { name: 'Establecer ubicación' });
    expect(within(popover).getByText('¡Encuentra a los mejores tutores cerca de ti!')).toBeInTheDocument();
    expect(within(popover).getByText('Escribe una ciudad o un código postal')).toBeInTheDocument();
    await user.type(within(popover).getByRole('textbox', { name: 'Busca una ciudad o un código postal' }), 'Nowhere');
    expect(await within(popover).findByText('No se encontró ninguna ubicación que coincida.')).toBeInTheDocument();
  });

  it('resets the search when the search box is cleared', async () => {
    await renderSearchAt('/search?course=Algebra%201', { mocks: [courseSearchMock(online(), searchResult({ onlineTutors: cardTutors('online', 1), onlineTutorCount: 1 }))] });
    await screen.findByRole('heading', { name: 'Top Algebra 1 Tutors' });
    await act(async () => {
      await userEvent.clear(screen.getByRole('combobox', { name: 'Search by subject' }));
    });
    expect(await screen.findByText('Please type a course or subject name in the search bar above.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Algebra 1 Tutors' })).not.toBeInTheDocument();
  });
});

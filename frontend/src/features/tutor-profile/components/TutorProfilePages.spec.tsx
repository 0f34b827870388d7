import { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, RenderOptions, testUser } from '../../../test-support/renderWithProviders';
import { GET_ALL_REVIEWS_FOR_TUTOR } from '../graphql/get-all-reviews-for-tutor';
import { GET_PROFILE_PAGE } from '../graphql/get-profile-page';
import { GET_USER_BY_PROFILE_PAGE_ID_AND_REVIEWS } from '../graphql/get-user-by-profile-page-id-and-reviews';
import { Review, TutorProfile } from '../../../components/tutor/tutor-profile-fields';
import { TutorProfileByIdPage } from './TutorProfileByIdPage';
import { TutorProfileByPageIdPage } from './TutorProfileByPageIdPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

function profile(overrides: Partial<TutorProfile> = {}): TutorProfile {
  return {
    id: 'tutor-1',
    profileId: 'p0000001',
    profilePageId: 'maria-g-p0000001',
    firstName: 'Maria',
    lastInitial: 'G',
    school: { id: 'ut-austin', name: 'University of Texas at Austin', city: 'Austin', state: 'TX' },
    isHighSchoolTutor: false,
    bio: 'I love helping students see how algebra works.',
    hourlyWage: 40,
    avgReviewScore: 4.6,
    reviewCount: 7,
    hoursTutored: 120.5,
    subjects: ['Math', 'Science'],
    teaches: ['Algebra 1', 'Geometry', 'Math', 'Science'],
    gradesForTutoring: ['MIDDLE_SCHOOL', 'HIGH_SCHOOL'],
    sessionPreference: 'no-preference',
    avaliabilityDesc: null,
    profilePicture: null,
    dailyAvaliability: [
      { day: 'WEDNESDAY', times: ['EVENING'] },
      { day: 'MONDAY', times: ['AFTERNOON', 'EVENING'] },
    ],
    location: { city: 'Austin', state: 'TX' },
    ...overrides,
  };
}

function reviews(count: number): Review[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `review-${index + 1}`,
    tutorId: 'tutor-1',
    clientId: `client-${index + 1}`,
    clientFirstName: `Client${index + 1}`,
    clientLastName: 'Smith',
    clientProfilePic: null,
    score: 5 - (index % 2),
    comments: `Comment ${index + 1}`,
    createdAt: `2026-0${(index % 9) + 1}-15T10:00:00.000Z`,
    updatedAt: `2026-0${(index % 9) + 1}-15T10:00:00.000Z`,
  }));
}

const profileMock = (tutor: TutorProfile | null): MockedResponse => ({
  request: { query: GET_PROFILE_PAGE, variables: { profileId: 'p0000001' } },
  result: { data: { getProfilePage: tutor } },
});
const profileErrorMock = (code: string, message: string): MockedResponse => ({
  request: { query: GET_PROFILE_PAGE, variables: { profileId: 'p0000001' } },
  result: { errors: [new GraphQLError(message, { extensions: { code } })] },
});
const allReviewsMock = (list: Review[]): MockedResponse => ({
  request: { query: GET_ALL_REVIEWS_FOR_TUTOR, variables: { tutorId: 'tutor-1' } },
  result: { data: { getAllReviewsForTutorQuery: list } },
});
const pageMock = (page: { tutor: TutorProfile; reviews: Review[]; updatedAvgScore: number | null; reviewCount: number } | null): MockedResponse => ({
  request: { query: GET_USER_BY_PROFILE_PAGE_ID_AND_REVIEWS, variables: { profilePageId: 'maria-g-p0000001' } },
  result: { data: { getUserByProfilePageIdAndReviews: page } },
});

/** Opens `url` in a router that has both profile routes (the helper's own route has no parameters). */
async function open(url: string, options: RenderOptions = {}) {
  const rendered = renderWithProviders(<div />, {
    ...options,
    path: '/start',
    routes: [
      { path: '/u/:profileId', element: <TutorProfileByIdPage /> },
      { path: '/tutor/:profilePageId', element: <TutorProfileByPageIdPage /> },
    ],
  });
  await act(() => rendered.router.navigate(url));
  return rendered;
}

const reviewNames = () =>
  within(screen.getByRole('region', { name: /^(Reviews|Reseñas)$/ }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('tutor profile pages', () => {
  it('shows /u/{profileId}: who the tutor is, what they teach, bio, availability, details, and the newest reviews', async () => {
    await open('/u/p0000001', { mocks: [{ ...profileMock(profile()), delay: 100 }, allReviewsMock(reviews(7))] });
    expect(screen.getByLabelText('Loading the tutor’s profile…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria G.' })).toBeInTheDocument();
    expect(document.title).toBe('Maria G. | Tutoring Marketplace');
    expect(screen.getByText('University of Texas at Austin')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(screen.getByText('(7 reviews)')).toBeInTheDocument();
    expect(screen.getByText('120.5 hours tutored')).toBeInTheDocument();
    expect(screen.getByText('$40 per hour')).toBeInTheDocument();
    expect(screen.getByText('TEACHES').parentElement).toHaveTextContent('Algebra 1, Geometry, Math, Science');
    expect(screen.getByRole('heading', { name: 'About Maria' })).toBeInTheDocument();
    expect(screen.getByText('I love helping students see how algebra works.')).toBeInTheDocument();
    expect(
      screen.getByText('My Schedule is flexible! Please click on the orange button below to connect with me and we can discuss a time for our first tutoring session.'),
    ).toBeInTheDocument();
    const week = screen.getByRole('table', { name: 'Usual week' });
    expect(within(week).getAllByRole('row').map((row) => row.textContent)).toEqual(['MondayAfternoon, Evening', 'WednesdayEvening']);
    expect(screen.getByText('Middle School, High School')).toBeInTheDocument();
    expect(screen.getByText('Online or in person')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();

    await waitFor(() => expect(reviewNames()).toHaveLength(5));
    expect(reviewNames()).toEqual(['Client7 S.', 'Client6 S.', 'Client5 S.', 'Client4 S.', 'Client3 S.']);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7 reviews' }));
    expect(reviewNames()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows the fallbacks of a tutor who has filled in little, in English and Spanish', async () => {
    const sparse = profile({ bio: null, school: null, location: null, gradesForTutoring: [], subjects: [], sessionPreference: '', dailyAvaliability: [], avgReviewScore: null, reviewCount: 0 });
    const { unmount } = await open('/u/p0000001', { mocks: [profileMock(sparse), allReviewsMock([])] });
    expect(await screen.findByText('(This user has not written a bio yet.)')).toBeInTheDocument();
    expect(screen.getByText('No grade level provided')).toBeInTheDocument();
    expect(screen.getByText('No preference set for In-person or online sessions')).toBeInTheDocument();
    expect(screen.getByText('No location preference provided')).toBeInTheDocument();
    expect(screen.getByText('No subject provided')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Rated/)).not.toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    unmount();

    await open('/u/p0000001', { language: 'sp', mocks: [profileMock(sparse), allReviewsMock([])] });
    expect(await screen.findByText('(Este usuario aún no ha escrito una biografía.)')).toBeInTheDocument();
    expect(screen.getByText('No se indicó ningún nivel escolar')).toBeInTheDocument();
    expect(screen.getByText('No se indicó preferencia por sesiones en persona o en línea')).toBeInTheDocument();
    expect(screen.getByText('No se indicó preferencia de ubicación')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay reseñas.')).toBeInTheDocument();
  });

  it('shows not-found for a tutor the server does not show (NOT_FOUND), in English and Spanish', async () => {
    const { unmount } = await open('/u/p0000001', { mocks: [profileErrorMock('NOT_FOUND', 'Tutor not found')] });
    expect(await screen.findByRole('heading', { name: 'Tutor not found' })).toBeInTheDocument();
    expect(screen.getByText('This tutor’s profile does not exist or is not visible.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/search');
    unmount();

    await open('/u/p0000001', { language: 'sp', mocks: [profileMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Tutor no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar un tutor' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the profile cannot be fetched', async () => {
    await open('/u/p0000001', { mocks: [profileErrorMock('INTERNAL_SERVER_ERROR', 'The read model is rebuilding.'), profileMock(profile()), allReviewsMock([])] });
    expect(await screen.findByRole('heading', { name: 'There was an issue fetching tutors.' })).toBeInTheDocument();
    expect(screen.getByText('The read model is rebuilding.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria G.' })).toBeInTheDocument();
  });

  it('shows /tutor/{profilePageId} with the newest reviews and loads every review on Show all', async () => {
    await open('/tutor/maria-g-p0000001', {
      mocks: [pageMock({ tutor: profile({ avgReviewScore: 4.2 }), reviews: reviews(7).reverse().slice(0, 5), updatedAvgScore: 4.6, reviewCount: 7 }), allReviewsMock(reviews(7))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria G.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(reviewNames()).toEqual(['Client7 S.', 'Client6 S.', 'Client5 S.', 'Client4 S.', 'Client3 S.']);
    expect(screen.getByText('Comment 7')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '4 out of 5' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7 reviews' }));
    await waitFor(() => expect(reviewNames()).toHaveLength(7));
  });

  it('shows not-found for an unknown profile page', async () => {
    await open('/tutor/maria-g-p0000001', { mocks: [pageMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Tutor not found' })).toBeInTheDocument();
  });

  it('opens the tutor request dialog over the profile when a verified user connects from it', async () => {
    const { router } = await open('/u/p0000001', { user: testUser(), mocks: [profileMock(profile()), allReviewsMock([])] });
    await screen.findByRole('heading', { level: 1, name: 'Maria G.' });
    const connect = screen.getByRole('button', { name: 'Connect' });
    await waitFor(() => expect(connect).toBeEnabled());
    await userEvent.click(connect);
    expect(await screen.findByRole('dialog', { name: 'Connect with Maria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/u/p0000001');
    expect(screen.getByRole('heading', { level: 1, name: 'Maria G.' })).toBeInTheDocument();
  });

  it('sends a visitor who connects from the profile to sign up', async () => {
    const { router } = await open('/u/p0000001', { mocks: [profileMock(profile()), allReviewsMock([])] });
    await screen.findByRole('heading', { level: 1, name: 'Maria G.' });
    const connect = screen.getByRole('button', { name: 'Connect' });
    await waitFor(() => expect(connect).toBeEnabled());
    await userEvent.click(connect);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please Sign In' }));
  });

  it('opens the connect dialog on arrival at /u/{id}?connectForm=open', async () => {
    await open('/u/p0000001?connectForm=open', { user: testUser(), mocks: [profileMock(profile()), allReviewsMock([])] });
    expect(await screen.findByRole('dialog', { name: 'Connect with Maria' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Maria G.' })).toBeInTheDocument();
  });

  it('sends a visitor arriving at /u/{id}?connectForm=open to sign in and back to that link', async () => {
    const { router } = await open('/u/p0000001?connectForm=open', { mocks: [profileMock(profile()), allReviewsMock([])] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/u/p0000001?connectForm=open');
  });
});

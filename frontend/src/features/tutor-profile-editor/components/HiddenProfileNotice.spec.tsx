import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { EditorTutor } from '../graphql/editor-tutor-fields';
import { GET_MY_TUTOR_PROFILE } from '../graphql/get-my-tutor-profile';
import { HiddenProfileNotice } from './HiddenProfileNotice';

const tutor = (isVisible: boolean): EditorTutor => ({
  id: 'user-1',
  profileId: 'p1',
  profilePageId: 'ana-lopez',
  firstName: 'Ana',
  lastInitial: 'L',
  bio: null,
  hourlyWage: 30,
  avgReviewScore: null,
  reviewCount: 0,
  hoursTutored: 0,
  teaches: ['Algebra 1'],
  avaliabilityDesc: null,
  distanceMiles: null,
  isHighSchoolTutor: false,
  subjects: ['Math'],
  gradesForTutoring: [],
  sessionPreference: 'no-preference',
  revision: 3,
  isVisible,
  timeZoneId: null,
  school: null,
  profilePicture: null,
  dailyAvaliability: [],
  location: null,
  classes: [],
});

function renderFor(isVisible: boolean, language: 'en' | 'sp' = 'en') {
  const answered = jest.fn(() => ({ data: { getMyTutorProfile: tutor(isVisible) } }));
  renderWithProviders(<HiddenProfileNotice />, {
    language,
    user: testUser({ profileTypes: ['TUTOR'], languagePreference: language }),
    mocks: [{ request: { query: GET_MY_TUTOR_PROFILE }, result: answered }],
  });
  return answered;
}

describe('HiddenProfileNotice', () => {
  it('tells a tutor whose profile is hidden that search does not find them, and links the switch', async () => {
    renderFor(false);
    const notice = await screen.findByRole('region', { name: 'Visibility' });
    expect(notice).toHaveTextContent('Your profile is hidden: clients do not find you in search.');
    expect(screen.getByRole('link', { name: 'Show my profile in search' })).toHaveAttribute('href', '/account-settings/visibility');
  });

  it('says it in Spanish', async () => {
    renderFor(false, 'sp');
    expect(await screen.findByRole('region', { name: 'Visibilidad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mostrar mi perfil en la búsqueda' })).toBeInTheDocument();
  });

  it('says nothing once the profile is visible', async () => {
    const answered = renderFor(true);
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

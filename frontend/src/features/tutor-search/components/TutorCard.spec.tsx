import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { cardTutor } from '../test-fixtures';
import { TutorCard } from '../../../components/tutor/TutorCard';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const DEFAULT_AVAILABILITY =
  'My Schedule is flexible! Please click on the orange button below to connect with me and we can discuss a time for our first tutoring session.';

describe('TutorCard', () => {
  it('shows first name and school, score and reviews, hours, rate, what the tutor teaches, Connect and the bio', async () => {
    renderWithProviders(<TutorCard tutor={cardTutor({ distanceMiles: 2.4 })} />);
    const card = await screen.findByRole('article', { name: 'Maria' });
    expect(within(card).getByRole('heading', { name: 'Maria' })).toBeInTheDocument();
    expect(within(card).getByText('University of Texas at Austin')).toBeInTheDocument();
    expect(within(card).getByLabelText('Rated 4.8 out of 5')).toBeInTheDocument();
    expect(within(card).getByText('(12 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('12.5 hours tutored')).toBeInTheDocument();
    expect(within(card).getByText('$40 per hour')).toBeInTheDocument();
    expect(within(card).getByText('2.4 miles away')).toBeInTheDocument();
    expect(within(card).getByText('TEACHES').parentElement).toHaveTextContent('TEACHES Algebra 1, Geometry');
    expect(within(card).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(within(card).getByRole('tab', { name: 'Intro' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByText('I love helping students see how algebra works.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/tutor/maria-g-p0000001');
  });

  it('leaves out the score without reviews, hours at 0, and shows the bio fallback', async () => {
    renderWithProviders(<TutorCard tutor={cardTutor({ avgReviewScore: null, reviewCount: 0, hoursTutored: 0, bio: null, school: null })} />);
    const card = await screen.findByRole('article', { name: 'Maria' });
    expect(within(card).queryByLabelText(/Rated/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/reviews?$/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/hours? tutored/)).not.toBeInTheDocument();
    expect(within(card).queryByText('University of Texas at Austin')).not.toBeInTheDocument();
    expect(within(card).getByText('(This user has not written a bio yet.)')).toBeInTheDocument();
    expect(within(card).getByText('$40 per hour')).toBeInTheDocument();
  });

  it('leaves out a score that has no reviews behind it, and shows one review in the singular', async () => {
    const { unmount } = renderWithProviders(<TutorCard tutor={cardTutor({ avgReviewScore: 4.5, reviewCount: 0 })} />);
    expect(await screen.findByRole('article', { name: 'Maria' })).not.toHaveTextContent('4.5');
    unmount();
    renderWithProviders(<TutorCard tutor={cardTutor({ avgReviewScore: 5, reviewCount: 1, hoursTutored: 1 })} />);
    const card = await screen.findByRole('article', { name: 'Maria' });
    expect(within(card).getByLabelText('Rated 5.0 out of 5')).toBeInTheDocument();
    expect(within(card).getByText('(1 review)')).toBeInTheDocument();
    expect(within(card).getByText('1 hour tutored')).toBeInTheDocument();
  });

  it('shows the fallbacks in Spanish', async () => {
    renderWithProviders(<TutorCard tutor={cardTutor({ bio: '  ', hoursTutored: 3, reviewCount: 2 })} />, { language: 'sp' });
    const card = await screen.findByRole('article', { name: 'Maria' });
    expect(within(card).getByText('(Este usuario aún no ha escrito una biografía.)')).toBeInTheDocument();
    expect(within(card).getByText('ENSEÑA').parentElement).toHaveTextContent('ENSEÑA Algebra 1, Geometry');
    expect(within(card).getByText('$40 por hora')).toBeInTheDocument();
    expect(within(card).getByText('3 horas de tutoría')).toBeInTheDocument();
    expect(within(card).getByText('(2 reseñas)')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('tab', { name: 'Disponibilidad' }));
    expect(
      within(card).getByText('¡Mi horario es flexible! Haz clic en el botón naranja de abajo para conectar conmigo y acordaremos un horario para nuestra primera sesión de tutoría.'),
    ).toBeInTheDocument();
  });

  it('shows the default availability text, or the tutor’s own description', async () => {
    const { unmount } = renderWithProviders(<TutorCard tutor={cardTutor()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Availability' }));
    expect(screen.getByText(DEFAULT_AVAILABILITY)).toBeInTheDocument();
    expect(screen.queryByText('I love helping students see how algebra works.')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<TutorCard tutor={cardTutor({ avaliabilityDesc: 'Weekday evenings after 6 pm.' })} />);
    await user.click(await screen.findByRole('tab', { name: 'Availability' }));
    expect(screen.getByText('Weekday evenings after 6 pm.')).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_AVAILABILITY)).not.toBeInTheDocument();
  });

  it('opens connect from Check availability: a visitor goes to sign up', async () => {
    const { router } = renderWithProviders(<TutorCard tutor={cardTutor()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Availability' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check availability' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please Sign In' }));
  });

  it('opens connect from Check availability: a verified user gets the tutor request dialog', async () => {
    const { router } = renderWithProviders(<TutorCard tutor={cardTutor()} />, { user: testUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Availability' }));
    // Disabled until the session has loaded.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check availability' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('dialog', { name: 'Connect with Maria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(showToast).not.toHaveBeenCalled();
  });
});

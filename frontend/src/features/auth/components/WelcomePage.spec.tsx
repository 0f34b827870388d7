import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { SEND_VERIFICATION_TOKEN } from '../graphql/send-verification-token';
import { WelcomePage } from './WelcomePage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const sendMock = { request: { query: SEND_VERIFICATION_TOKEN }, result: { data: { sendVerificationToken: true } } };

afterEach(() => jest.mocked(showToast).mockClear());

describe('WelcomePage', () => {
  it('sends a visitor to log in', async () => {
    const { router } = renderWithProviders(<WelcomePage />, { path: '/welcome' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/welcome');
  });

  it('asks an unverified user to check their e-mail and resends the link', async () => {
    renderWithProviders(<WelcomePage />, { path: '/welcome', user: testUser({}, false), mocks: [sendMock] });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: 'We sent a new verification link to ana@example.com.' })));
    expect(document.title).toBe('Welcome | Tutoring Marketplace');
  });

  it('shows why a resend failed', async () => {
    const message = 'Your email is already verified.';
    renderWithProviders(<WelcomePage />, {
      path: '/welcome',
      user: testUser({ languagePreference: 'sp' }, false),
      language: 'sp',
      mocks: [{ request: { query: SEND_VERIFICATION_TOKEN }, result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] } }],
    });
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo electrónico' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar el correo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu correo electrónico ya está verificado.');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('welcomes a verified user and links to the search', async () => {
    renderWithProviders(<WelcomePage />, { path: '/welcome', user: testUser() });
    expect(await screen.findByText('Welcome, Ana!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/search');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { sessionToken } from '../../../lib/session-token';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { EMAIL_LOGIN, LoginStatus } from '../graphql/email-login';
import { LoginPage } from './LoginPage';

const loginMock = (status: LoginStatus, email = 'ana@example.com', password = 'correct-horse') => ({
  request: { query: EMAIL_LOGIN, variables: { email, password } },
  result: { data: { emailLoginV2: { token: 'token-1', status } } },
});

const loginErrorMock = (message: string, code: string, messageId?: string) => ({
  request: { query: EMAIL_LOGIN, variables: { email: 'ana@example.com', password: 'wrong-password' } },
  result: { errors: [new GraphQLError(message, { extensions: messageId ? { code, messageId } : { code } })] },
});

async function fillIn(email: string, password: string, labels = { email: 'Email', password: 'Password', submit: 'Log in' }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

afterEach(() => sessionToken.set(null));

describe('LoginPage', () => {
  it('shows the spec validation messages at the fields, in English', async () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn('ana@example', '1234567');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a valid password.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Log in | Tutoring Marketplace');
  });

  it('shows the validation messages at the fields, in Spanish', async () => {
    renderWithProviders(<LoginPage />, { path: '/login', language: 'sp' });
    await fillIn('ana example@mail.com', 'short', { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' });
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Por favor, ingresa un correo electrónico válido.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Por favor, ingresa una contraseña válida.');
  });

  it('clears a field’s message as soon as it is edited', async () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn('ana', '12345678');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    await userEvent.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('Please enter a valid email.');
  });

  it('shows the server’s first error under the button', async () => {
    renderWithProviders(<LoginPage />, { path: '/login', mocks: [loginErrorMock('The email or password is incorrect.', 'BAD_USER_INPUT')] });
    await fillIn('ana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(sessionToken.get()).toBeNull();
  });

  it('shows the rate limit message, translated when the interface is Spanish', async () => {
    const message = 'Too many login attempts. Please wait a few minutes and try again.';
    renderWithProviders(<LoginPage />, { path: '/login', language: 'sp', mocks: [loginErrorMock(message, 'TOO_MANY_REQUESTS')] });
    await fillIn('ana@example.com', 'wrong-password', { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.');
  });

  it('translates a server error by its message id, whatever its English text says', async () => {
    const reworded = 'That email and password do not match an account.';
    renderWithProviders(<LoginPage />, { path: '/login', language: 'sp', mocks: [loginErrorMock(reworded, 'BAD_USER_INPUT', 'account.invalidCredentials')] });
    await fillIn('ana@example.com', 'wrong-password', { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo electrónico o la contraseña son incorrectos.');
  });

  it('shows the English text of a server error whose message id it does not know', async () => {
    renderWithProviders(<LoginPage />, { path: '/login', language: 'sp', mocks: [loginErrorMock('A brand new server message.', 'BAD_USER_INPUT', 'account.somethingNew')] });
    await fillIn('ana@example.com', 'wrong-password', { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' });
    expect(await screen.findByRole('alert')).toHaveTextContent('A brand new server message.');
  });

  it('shows a server message it does not know as it is', async () => {
    renderWithProviders(<LoginPage />, { path: '/login', mocks: [loginErrorMock('Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR')] });
    await fillIn('ana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  it('signs in and goes to the redirect target', async () => {
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', mocks: [loginMock('SUCCESS')] });
    await act(() => router.navigate('/login?redirect=%2Fsessions%2Fupcoming'));
    await fillIn('  ana@example.com ', 'correct-horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/upcoming'));
    expect(sessionToken.get()).toBe('token-1');
  });

  it('sends someone already signed in on to the redirect target', async () => {
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', user: testUser() });
    await act(() => router.navigate('/login?redirect=%2Faccount-settings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings'));
  });

  it('sends someone already signed in, with nowhere to go, to their dashboard', async () => {
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', user: testUser(), routes: [{ path: '/dashboard', element: <p>dashboard</p> }] });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes home without a redirect, and never to another site', async () => {
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', mocks: [loginMock('SUCCESS')] });
    await act(() => router.navigate('/login?redirect=%2F%2Fevil.example'));
    await fillIn('ana@example.com', 'correct-horse');
    await waitFor(() => expect(sessionToken.get()).toBe('token-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a user whose e-mail is not verified to /welcome', async () => {
    const { router } = renderWithProviders(<LoginPage />, { path: '/login', mocks: [loginMock('EMAIL_NOT_VERIFIED')] });
    await fillIn('ana@example.com', 'correct-horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(sessionToken.get()).toBe('token-1');
  });

  it('shows the button as loading while the login runs', async () => {
    renderWithProviders(<LoginPage />, { path: '/login', mocks: [{ ...loginMock('SUCCESS'), delay: 200 }] });
    await fillIn('ana@example.com', 'correct-horse');
    expect(document.querySelector('button[type="submit"]')).toHaveClass('bp6-loading');
    await waitFor(() => expect(sessionToken.get()).toBe('token-1'));
  });

  it('links to the forgotten-password and sign-up pages', async () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});

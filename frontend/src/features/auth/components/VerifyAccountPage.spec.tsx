import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { SEND_VERIFICATION_TOKEN } from '../graphql/send-verification-token';
import { VERIFY_TOKEN } from '../graphql/verify-token';
import { VerifyAccountPage } from './VerifyAccountPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const INVALID = 'This verification link is invalid or has expired. Please request a new one.';

const verifyMock = (token: string, ok = true) => {
  const result = jest.fn(() =>
    ok ? { data: { verifyToken: true } } : { errors: [new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: INVALID } } })] },
  );
  return { request: { query: VERIFY_TOKEN, variables: { token } }, result, maxUsageCount: 2 };
};

async function renderAt(search: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders(<div />, { ...options, path: '/', routes: [{ path: '/welcome/verify-account', element: <VerifyAccountPage /> }] });
  await act(() => rendered.router.navigate(`/welcome/verify-account${search}`));
  return rendered;
}

afterEach(() => jest.mocked(showToast).mockClear());

describe('VerifyAccountPage', () => {
  it('verifies the token once and offers the search and the account settings', async () => {
    // Answers late, so the loading state is seen first.
    const mock = { ...verifyMock('token-1'), delay: 200 };
    await renderAt('?token=token-1', { mocks: [mock] });
    expect(screen.getByText('Verifying your e-mail…')).toBeInTheDocument();
    expect(await screen.findByText('Your e-mail is verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account-settings');
    expect(mock.result).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Verify your account | Tutoring Marketplace');
  });

  it('shows the server’s message and lets a signed-in user request a new link', async () => {
    await renderAt('?token=used', {
      user: testUser({}, false),
      mocks: [verifyMock('used', false), { request: { query: SEND_VERIFICATION_TOKEN }, result: { data: { sendVerificationToken: true } } }],
    });
    expect(await screen.findByText('We could not verify your e-mail')).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'We sent a new verification link to ana@example.com.' })));
  });

  it('lets a visitor log in to get a new link, in Spanish', async () => {
    await renderAt('?token=used', { language: 'sp', mocks: [verifyMock('used', false)] });
    expect(await screen.findByText('No pudimos verificar tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Este enlace de verificación no es válido o ha caducado. Solicita uno nuevo.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inicia sesión para recibir un nuevo enlace' })).toHaveAttribute('href', '/login?redirect=%2Fwelcome');
  });

  it('treats a link without a token as invalid without calling the server', async () => {
    await renderAt('');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { sessionToken } from '../../../lib/session-token';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { RESET_PASSWORD } from '../graphql/reset-password';
import { ResetPasswordPage } from './ResetPasswordPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

const resetMock = (result: object) => ({ request: { query: RESET_PASSWORD, variables: { token: 'reset-1', newPass: 'new-password' } }, result });

async function renderReset(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders(<div />, { ...options, path: '/', routes: [{ path: '/reset-password/:token', element: <ResetPasswordPage /> }] });
  await act(() => rendered.router.navigate('/reset-password/reset-1'));
  return rendered;
}

async function fillIn(password: string, confirmation: string, labels = { password: 'New password', confirmation: 'Confirm new password', submit: 'Save password' }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.password), password);
  if (confirmation) await user.type(screen.getByLabelText(labels.confirmation), confirmation);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

afterEach(() => {
  sessionToken.set(null);
  jest.mocked(showToast).mockClear();
});

describe('ResetPasswordPage', () => {
  it('validates the new password and its confirmation at the fields, in English', async () => {
    await renderReset();
    await fillIn('short', '');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Please enter a valid password.');
    await userEvent.clear(screen.getByLabelText('New password'));
    await fillIn('new-password', 'new-passwort');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(document.title).toBe('Reset password | Tutoring Marketplace');
  });

  it('validates at the fields, in Spanish', async () => {
    await renderReset({ language: 'sp' });
    const labels = { password: 'Nueva contraseña', confirmation: 'Confirma la nueva contraseña', submit: 'Guardar contraseña' };
    await fillIn('1234567', '', labels);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription('Por favor, ingresa una contraseña válida.');
    await userEvent.clear(screen.getByLabelText('Nueva contraseña'));
    await fillIn('new-password', 'other-password', labels);
    expect(screen.getByLabelText('Confirma la nueva contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.');
  });

  it('sets the password, signs in and goes home', async () => {
    const { router } = await renderReset({ mocks: [resetMock({ data: { resetPassword: { token: 'token-2' } } })] });
    await fillIn('new-password', 'new-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionToken.get()).toBe('token-2');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your password has been reset.' }));
  });

  it('shows an invalid or expired link with a way to ask for a new one', async () => {
    const { router } = await renderReset({
      mocks: [resetMock({ errors: [new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: INVALID } } })] })],
    });
    await fillIn('new-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(router.state.location.pathname).toBe('/reset-password/reset-1');
    expect(sessionToken.get()).toBeNull();
  });

  it('shows the server’s password message at the field', async () => {
    const message = 'Please enter a valid password.';
    await renderReset({ mocks: [resetMock({ errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { newPass: message } } })] })] });
    await fillIn('new-password', 'new-password');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(message));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { sessionToken } from '../../../lib/session-token';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { CHANGE_PASSWORD } from '../graphql/change-password';
import { ChangePasswordPage } from './ChangePasswordPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const EN = { oldPass: 'Current password', newPass: 'New password', confirmation: 'Confirm new password', submit: 'Change password' };
const SP = { oldPass: 'Contraseña actual', newPass: 'Nueva contraseña', confirmation: 'Confirma la nueva contraseña', submit: 'Cambiar contraseña' };

const changeMock = (result: object) => ({ request: { query: CHANGE_PASSWORD, variables: { oldPass: 'old-password', newPass: 'new-password' } }, result });
const fieldError = (fieldErrors: Record<string, string>) => ({
  errors: [new GraphQLError(Object.values(fieldErrors)[0], { extensions: { code: 'BAD_USER_INPUT', fieldErrors } })],
});

async function fillIn(oldPass: string, newPass: string, confirmation: string, labels = EN) {
  const user = userEvent.setup();
  if (oldPass) await user.type(await screen.findByLabelText(labels.oldPass), oldPass);
  if (newPass) await user.type(await screen.findByLabelText(labels.newPass), newPass);
  if (confirmation) await user.type(screen.getByLabelText(labels.confirmation), confirmation);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

afterEach(() => {
  sessionToken.set(null);
  jest.mocked(showToast).mockClear();
});

describe('ChangePasswordPage', () => {
  it('sends a visitor to log in, and back here afterwards', async () => {
    const { router } = renderWithProviders(<ChangePasswordPage />, { path: '/account-settings/password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/account-settings/password');
  });

  it('validates at the fields, in English', async () => {
    renderWithProviders(<ChangePasswordPage />, { path: '/account-settings/password', user: testUser() });
    await fillIn('', '1234567', '');
    expect(screen.getByLabelText(EN.oldPass)).toHaveAccessibleDescription('Please enter your current password.');
    expect(screen.getByLabelText(EN.newPass)).toHaveAccessibleDescription('Please enter a valid password.');
    await userEvent.type(screen.getByLabelText(EN.newPass), '8');
    await fillIn('old-password', '', 'other-password');
    expect(screen.getByLabelText(EN.confirmation)).toHaveAccessibleDescription('The passwords do not match.');
    expect(document.title).toBe('Change password | Tutoring Marketplace');
  });

  it('validates at the fields, in Spanish', async () => {
    renderWithProviders(<ChangePasswordPage />, { path: '/account-settings/password', language: 'sp', user: testUser({ languagePreference: 'sp' }) });
    await fillIn('', 'short', '', SP);
    expect(screen.getByLabelText(SP.oldPass)).toHaveAccessibleDescription('Por favor, ingresa tu contraseña actual.');
    expect(screen.getByLabelText(SP.newPass)).toHaveAccessibleDescription('Por favor, ingresa una contraseña válida.');
    await userEvent.clear(screen.getByLabelText(SP.newPass));
    await fillIn('old-password', 'new-password', 'new-passwort', SP);
    expect(screen.getByLabelText(SP.confirmation)).toHaveAccessibleDescription('Las contraseñas no coinciden.');
  });

  it('shows a wrong current password at its field', async () => {
    renderWithProviders(<ChangePasswordPage />, {
      path: '/account-settings/password',
      user: testUser(),
      mocks: [changeMock(fieldError({ oldPass: 'Your current password is incorrect.' }))],
    });
    await fillIn('old-password', 'new-password', 'new-password');
    await waitFor(() => expect(screen.getByLabelText(EN.oldPass)).toHaveAccessibleDescription('Your current password is incorrect.'));
    expect(sessionToken.get()).toBeNull();
  });

  it('shows the server’s field errors translated, in Spanish', async () => {
    renderWithProviders(<ChangePasswordPage />, {
      path: '/account-settings/password',
      language: 'sp',
      user: testUser({ languagePreference: 'sp' }),
      mocks: [changeMock(fieldError({ oldPass: 'Your current password is incorrect.', newPass: 'Please enter a valid password.' }))],
    });
    await fillIn('old-password', 'new-password', 'new-password', SP);
    await waitFor(() => expect(screen.getByLabelText(SP.oldPass)).toHaveAccessibleDescription('Tu contraseña actual es incorrecta.'));
    expect(screen.getByLabelText(SP.newPass)).toHaveAccessibleDescription('Por favor, ingresa una contraseña válida.');
  });

  it('shows an error of no field under the button', async () => {
    renderWithProviders(<ChangePasswordPage />, {
      path: '/account-settings/password',
      user: testUser(),
      mocks: [changeMock({ errors: [new GraphQLError('Something went wrong on our side. Please try again.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] })],
    });
    await fillIn('old-password', 'new-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  it('changes the password, continues with the new token and confirms', async () => {
    renderWithProviders(<ChangePasswordPage />, {
      path: '/account-settings/password',
      user: testUser(),
      mocks: [changeMock({ data: { changePassword: { token: 'token-3' } } })],
    });
    await fillIn('old-password', 'new-password', 'new-password');
    await waitFor(() => expect(sessionToken.get()).toBe('token-3'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ intent: 'success', message: 'Your password has been changed. Your other sessions have been signed out.' }),
      ),
    );
    expect(screen.getByLabelText(EN.oldPass)).toHaveValue('');
    expect(screen.getByLabelText(EN.newPass)).toHaveValue('');
  });
});

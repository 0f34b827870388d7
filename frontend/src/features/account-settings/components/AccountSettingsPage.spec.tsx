import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { SAVE_USER_LANGUAGE_PREFERENCE } from '../../../lib/session/save-user-language-preference';
import { AccountSettingsPage } from './AccountSettingsPage';

const routes = [{ path: '/account-settings/password', element: <p>password page</p> }];

describe('AccountSettingsPage', () => {
  it('sends a visitor to log in, and back here afterwards', async () => {
    const { router } = renderWithProviders(<AccountSettingsPage />, { path: '/account-settings' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/account-settings');
  });

  it('shows the name, the verified e-mail and the menu of sub-pages', async () => {
    const { router } = renderWithProviders(<AccountSettingsPage />, { path: '/account-settings', user: testUser(), routes });
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByTestId('account-name')).toHaveTextContent('Ana López');
    expect(screen.getByTestId('account-email')).toHaveTextContent('ana@example.com');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(document.title).toBe('Account settings | Tutoring Marketplace');

    const menu = screen.getByRole('navigation', { name: 'Settings' });
    const password = within(menu).getByRole('menuitem', { name: 'Password' });
    expect(password).toHaveAttribute('href', '/account-settings/password');
    await userEvent.click(password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/password'));
  });

  it('flags an unverified e-mail with a way to verify it, in Spanish', async () => {
    renderWithProviders(<AccountSettingsPage />, { path: '/account-settings', language: 'sp', user: testUser({ languagePreference: 'sp' }, false) });
    expect(await screen.findByRole('heading', { name: 'Configuración de la cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Sin verificar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verifica tu correo electrónico' })).toHaveAttribute('href', '/welcome');
  });

  it('switches the language at once and saves it to the account', async () => {
    const saved = jest.fn(() => ({ data: { saveUserLanguagePreference: testUser({ languagePreference: 'sp' }) } }));
    renderWithProviders(<AccountSettingsPage />, {
      path: '/account-settings',
      user: testUser(),
      mocks: [{ request: { query: SAVE_USER_LANGUAGE_PREFERENCE, variables: { language: 'sp' } }, result: saved }],
    });
    const select = await screen.findByLabelText('Language');
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'sp');
    expect(await screen.findByRole('heading', { name: 'Configuración de la cuenta' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(screen.getByLabelText('Idioma')).toHaveValue('sp');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the language could not be saved', async () => {
    renderWithProviders(<AccountSettingsPage />, {
      path: '/account-settings',
      user: testUser(),
      mocks: [
        {
          request: { query: SAVE_USER_LANGUAGE_PREFERENCE, variables: { language: 'sp' } },
          result: { errors: [new GraphQLError('Please choose English or Spanish.', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
    });
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'sp');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar el idioma en tu cuenta. Inténtalo de nuevo.');
  });
});

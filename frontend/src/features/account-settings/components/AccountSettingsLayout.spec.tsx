import { screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { AccountSettingsLayout } from './AccountSettingsLayout';

const page = (
  <AccountSettingsLayout>
    <p>content</p>
  </AccountSettingsLayout>
);

describe('AccountSettingsLayout', () => {
  it('marks the page a tutor is on, sub-pages included, and lists tutor payouts for tutors', async () => {
    renderWithProviders(page, { path: '/account-settings/tutor-payouts/:method', initialEntry: '/account-settings/tutor-payouts/venmo', user: testUser({ profileTypes: ['TUTOR'] }) });
    const menu = await screen.findByRole('navigation', { name: 'Settings' });
    expect(await within(menu).findByRole('menuitem', { name: 'Tutor payouts' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: 'Your account' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('menuitem', { name: 'Payment' })).toHaveAttribute('href', '/account-settings/payment');
  });

  it('shows a client the payment page without tutor payouts, in Spanish', async () => {
    renderWithProviders(page, { path: '/account-settings/payment', language: 'sp', user: testUser({ languagePreference: 'sp' }) });
    const menu = await screen.findByRole('navigation', { name: 'Ajustes' });
    expect(await within(menu).findByRole('menuitem', { name: 'Pago' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('menuitem', { name: 'Cobros del tutor' })).not.toBeInTheDocument();
  });

  it('lists a tutor’s profile pages, notifications and Zoom', async () => {
    renderWithProviders(page, { path: '/account-settings/notifications', user: testUser({ profileTypes: ['TUTOR'] }) });
    const menu = await screen.findByRole('navigation', { name: 'Settings' });
    expect(await within(menu).findByRole('menuitem', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Edit profile', '/account-settings/edit-profile'],
      ['School and courses', '/account-settings/school-and-courses'],
      ['Location', '/account-settings/location'],
      ['Visibility', '/account-settings/visibility'],
      ['Zoom', '/account-settings/zoom'],
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows a client notifications and edit-profile but not the tutor’s pages, in Spanish', async () => {
    renderWithProviders(page, { path: '/account-settings/notifications', language: 'sp', user: testUser({ languagePreference: 'sp' }) });
    const menu = await screen.findByRole('navigation', { name: 'Ajustes' });
    expect(await within(menu).findByRole('menuitem', { name: 'Notificaciones' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: 'Editar perfil' })).toHaveAttribute('href', '/account-settings/edit-profile');
    for (const name of ['Zoom', 'Escuela y cursos', 'Visibilidad']) expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
  });
});

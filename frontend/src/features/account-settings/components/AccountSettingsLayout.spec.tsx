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
});

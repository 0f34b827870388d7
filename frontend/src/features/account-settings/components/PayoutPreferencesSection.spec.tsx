import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { EDIT_PAYOUT_PHONE_NUMBER } from '../graphql/edit-payout-phone-number';
import { EDIT_PREF_PAYMENT_METHOD } from '../graphql/edit-pref-payment-method';
import { GET_PAYOUT_PREFERENCES } from '../graphql/get-payout-preferences';
import { PayoutPreferencesSection } from './PayoutPreferencesSection';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const user = (profile: { paidPreference: boolean; prefPaymentMethod: string; payoutPhoneNumber: string | null }) => ({ __typename: 'User' as const, id: 'user-1', profile: { __typename: 'Profile' as const, ...profile } });
const VENMO = { paidPreference: true, prefPaymentMethod: 'venmo', payoutPhoneNumber: null };
const tutor = testUser({ profileTypes: ['TUTOR'] });

describe('PayoutPreferencesSection', () => {
  it('saves only the preferences that changed: the method and the Venmo phone', async () => {
    const method = jest.fn(() => ({ data: { editPrefPaymentMethod: user({ ...VENMO, prefPaymentMethod: 'paypal' }) } }));
    const phone = jest.fn(() => ({ data: { editPayoutPhoneNumber: user({ ...VENMO, prefPaymentMethod: 'paypal', payoutPhoneNumber: '+15125550147' }) } }));
    renderWithProviders(<PayoutPreferencesSection />, {
      path: '/account-settings/tutor-payouts',
      user: tutor,
      mocks: [
        { request: { query: GET_PAYOUT_PREFERENCES }, result: { data: { getCurrentUserV2: user(VENMO) } } },
        { request: { query: EDIT_PREF_PAYMENT_METHOD, variables: { prefPaymentMethod: 'paypal' } }, result: method },
        { request: { query: EDIT_PAYOUT_PHONE_NUMBER, variables: { phoneNumber: '(512) 555-0147' } }, result: phone },
      ],
    });
    expect(await screen.findByRole('checkbox', { name: 'I want to be paid for tutoring' })).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Manual payout method'), 'paypal');
    await userEvent.type(screen.getByLabelText('Phone number linked to Venmo'), '(512) 555-0147');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your payout preferences were saved.' })));
    expect(method).toHaveBeenCalledTimes(1);
    expect(phone).toHaveBeenCalledTimes(1);
  });

  it('shows the saved preferences in Spanish', async () => {
    renderWithProviders(<PayoutPreferencesSection />, {
      path: '/account-settings/tutor-payouts',
      language: 'sp',
      user: { ...tutor, profile: { ...tutor.profile, languagePreference: 'sp' } },
      mocks: [{ request: { query: GET_PAYOUT_PREFERENCES }, result: { data: { getCurrentUserV2: user({ paidPreference: false, prefPaymentMethod: 'paypal', payoutPhoneNumber: null }) } } }],
    });
    expect(await screen.findByRole('checkbox', { name: 'Quiero cobrar por las tutorías' })).not.toBeChecked();
    expect(screen.getByLabelText('Método de cobro manual')).toHaveValue('paypal');
  });
});

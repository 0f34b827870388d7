import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, RenderOptions, testUser } from '../../../test-support/renderWithProviders';
import { ASSOCIATE_STRIPE_CONNECT } from '../graphql/associate-stripe-connect';
import { EDIT_PRIMARY_PAYOUT_OPTION } from '../graphql/edit-primary-payout-option';
import { GET_PAYOUT_SETTINGS } from '../graphql/get-payout-settings';
import { PayoutSettings } from '../graphql/payout-settings-fields';
import { TutorPayoutSettings } from './TutorPayoutSettings';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const NONE: PayoutSettings = { hasStripeConnectAccount: false, stripeConnectVerified: false, primaryPayoutMethod: null, manualPayoutId: null };
const settingsMock = (settings: PayoutSettings) => ({ request: { query: GET_PAYOUT_SETTINGS }, result: { data: { getPayoutSettings: settings } } });

function renderAt(initialEntry: string, mocks: object[], options: RenderOptions = {}) {
  return renderWithProviders(<TutorPayoutSettings />, {
    path: '/account-settings/tutor-payouts/:method',
    initialEntry,
    user: testUser({ profileTypes: ['TUTOR'] }),
    mocks: mocks as never[],
    ...options,
  });
}

afterEach(() => jest.mocked(showToast).mockClear());

describe('TutorPayoutSettings', () => {
  it('offers to connect Stripe when nothing is chosen yet', async () => {
    renderAt('/account-settings/tutor-payouts/stripe-connect', [settingsMock(NONE)]);
    expect(await screen.findByText('You have not chosen how to be paid yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect with Stripe' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stripe Connect' })).toHaveAttribute('aria-selected', 'true');
  });

  it('links the Stripe account from the code Stripe comes back with', async () => {
    const linked = { hasStripeConnectAccount: true, stripeConnectVerified: true, primaryPayoutMethod: 'stripeConnect' as const, manualPayoutId: null };
    const { router } = renderAt('/account-settings/tutor-payouts/stripe-connect?code=ac_123', [
      settingsMock(NONE),
      { request: { query: ASSOCIATE_STRIPE_CONNECT, variables: { authCode: 'ac_123' } }, result: { data: { associateStripeConnect: linked } } },
    ]);
    expect(await screen.findByText('You are paid through Stripe Connect.')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Stripe dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failed link translated, in Spanish', async () => {
    renderAt(
      '/account-settings/tutor-payouts/stripe-connect?code=used',
      [
        settingsMock(NONE),
        {
          request: { query: ASSOCIATE_STRIPE_CONNECT, variables: { authCode: 'used' } },
          result: { errors: [new GraphQLError('We could not connect your Stripe account. Please try again.', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
      { language: 'sp', user: testUser({ profileTypes: ['TUTOR'], languagePreference: 'sp' }) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar tu cuenta de Stripe. Inténtalo de nuevo.');
  });

  it('saves a Venmo username as the payout method', async () => {
    renderAt('/account-settings/tutor-payouts/venmo', [
      settingsMock(NONE),
      {
        request: { query: EDIT_PRIMARY_PAYOUT_OPTION, variables: { primaryPayoutMethod: 'venmo', manualPayoutId: '@ana-tutor' } },
        result: { data: { editPrimaryPayoutOption: { ...NONE, primaryPayoutMethod: 'venmo', manualPayoutId: '@ana-tutor' } } },
      },
    ]);
    await userEvent.type(await screen.findByLabelText('Venmo username'), '@ana-tutor');
    await userEvent.click(screen.getByRole('button', { name: 'Save and use Venmo' }));
    expect(await screen.findByText('You are paid through Venmo (@ana-tutor).')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your payout method was saved.' }));
  });

  it('shows the server’s message at the PayPal field, in Spanish', async () => {
    renderAt(
      '/account-settings/tutor-payouts/paypal',
      [
        settingsMock(NONE),
        {
          request: { query: EDIT_PRIMARY_PAYOUT_OPTION, variables: { primaryPayoutMethod: 'paypal', manualPayoutId: '' } },
          result: { errors: [new GraphQLError('Please enter the PayPal email or username to be paid to.', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
      { language: 'sp', user: testUser({ profileTypes: ['TUTOR'], languagePreference: 'sp' }) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar y usar PayPal' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Correo o usuario de PayPal')).toHaveAccessibleDescription('Por favor, ingresa el correo o usuario de PayPal al que se debe pagar.'),
    );
  });

  it('says so when the settings cannot be loaded', async () => {
    renderAt('/account-settings/tutor-payouts/venmo', [{ request: { query: GET_PAYOUT_SETTINGS }, error: new Error('down') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payout settings could not be loaded.');
  });
});

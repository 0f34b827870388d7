import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ADD_PAYMENT_METHOD } from '../../../components/payments/graphql/add-payment-method';
import { GET_CREDIT_CARD_DATA } from '../../../components/payments/graphql/get-credit-card-data';
import { PaymentMethod } from '../../../components/payments/graphql/payment-method-fields';
import { SET_DEFAULT_PAYMENT_METHOD } from '../../../components/payments/graphql/set-default-payment-method';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { REMOVE_PAYMENT_METHOD } from '../graphql/remove-payment-method';
import { PaymentSettings } from './PaymentSettings';
import { keyedRequest } from '../../../lib/testing/keyed-mock';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const year = new Date().getFullYear() + 3;
const VISA: PaymentMethod = { id: 'card-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: year, isDefault: true };
const MASTERCARD: PaymentMethod = { id: 'card-2', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: year, isDefault: false };
const cards = (list: PaymentMethod[]) => ({ request: { query: GET_CREDIT_CARD_DATA }, result: { data: { getCreditCardData: list } } });

function renderPage(mocks: object[], language: 'en' | 'sp' = 'en', profileTypes: Array<'TUTOR' | 'STUDENT_OR_PARENT' | 'ADMIN'> = ['STUDENT_OR_PARENT']) {
  return renderWithProviders(<PaymentSettings />, { path: '/account-settings/payment', user: testUser({ languagePreference: language, profileTypes }), language, mocks: mocks as never[] });
}

afterEach(() => jest.mocked(showToast).mockClear());

describe('PaymentSettings', () => {
  it('lists the cards with the default marked, and changes the default', async () => {
    renderPage([
      cards([VISA, MASTERCARD]),
      { request: { query: SET_DEFAULT_PAYMENT_METHOD, variables: { paymentMethodId: 'card-2' } }, result: { data: { setDefaultPaymentMethod: [{ ...VISA, isDefault: false }, { ...MASTERCARD, isDefault: true }] } } },
    ]);
    const visa = await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    expect(within(visa).getByText(`Expires 12/${year}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make Mastercard ending in 4444 the default' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Mastercard ending in 4444' })).getByText('Default')).toBeInTheDocument());
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your default card was changed.' }));
    expect(document.title).toBe('Payment | Tutoring Marketplace');
  });

  it('offers Stripe’s test cards with no card on file and adds the chosen one’s token', async () => {
    renderPage([
      cards([]),
      {
        ...keyedRequest(ADD_PAYMENT_METHOD, { cardToken: 'tok_chargeDeclined', brand: 'visa', last4: '0002', expMonth: 12, expYear: year }),
        result: { data: { addPaymentMethod: [{ ...VISA, id: 'card-9', last4: '0002' }] } },
      },
    ]);
    expect(await screen.findByText('Missing Payment Info!')).toBeInTheDocument();
    expect(screen.getByText('You have no card on file yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Visa ending in 0002/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByRole('listitem', { name: 'Visa ending in 0002' })).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your card was added.' }));
  });

  it.each([[['TUTOR']], [['ADMIN']]] as const)('tells a %s without a card there is none, without the clients’ Missing Payment Info! alert', async (profileTypes) => {
    renderPage([cards([])], 'en', [...profileTypes]);
    expect(await screen.findByText('You have no card on file yet.')).toBeInTheDocument();
    expect(screen.queryByText('Missing Payment Info!')).not.toBeInTheDocument();
  });

  it('shows why a card could not be added', async () => {
    renderPage([
      cards([]),
      { request: { query: ADD_PAYMENT_METHOD }, variableMatcher: () => true, result: { errors: [new GraphQLError('Your card was declined.', { extensions: { code: 'BAD_USER_INPUT' } })] } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('removes a card, in Spanish', async () => {
    renderPage(
      [cards([VISA, MASTERCARD]), { request: { query: REMOVE_PAYMENT_METHOD, variables: { paymentMethodId: 'card-1' } }, result: { data: { removePaymentMethod: [{ ...MASTERCARD, isDefault: true }] } } }],
      'sp',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Visa terminada en 4242' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Visa terminada en 4242' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: 'Mastercard terminada en 4444' })).getByText('Predeterminada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toBeInTheDocument();
  });

  it('says so when the cards cannot be loaded, in Spanish', async () => {
    renderPage([{ request: { query: GET_CREDIT_CARD_DATA }, error: new Error('down') }], 'sp');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar tus tarjetas.');
  });
});

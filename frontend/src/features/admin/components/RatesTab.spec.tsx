import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { AdminUserRates, GET_ADMIN_USER_RATES } from '../graphql/get-admin-user-rates';
import { SAVE_TUTORING_MARKETPLACE_CREDIT } from '../graphql/save-tutoring-marketplace-credit';
import { RatesTab } from './RatesTab';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
jest.mock('../../../lib/useIdempotencyKey', () => ({ useIdempotencyKey: () => ({ current: () => 'key-1', next: jest.fn() }) }));
afterEach(() => jest.mocked(showToast).mockClear());

const rates = (creditBalanceCents: number, overrides: Partial<AdminUserRates> = {}): AdminUserRates & { __typename: 'AdminUserRates' } => ({
  __typename: 'AdminUserRates',
  userId: 'u1',
  firstName: 'Gil',
  lastName: 'Gómez',
  email: 'gil@example.com',
  profileTypes: ['STUDENT_OR_PARENT'],
  clientDefaultPairRate: null,
  tutorDefaultPairRate: null,
  hourlyWage: null,
  creditBalanceCents,
  ...overrides,
});
const loaded = (value: AdminUserRates): MockedResponse => ({ request: { query: GET_ADMIN_USER_RATES, variables: { user: 'u1' } }, result: { data: { getAdminUserRates: value } } });
const render = (mocks: MockedResponse[], language: 'en' | 'sp' = 'en') =>
  renderWithProviders(<RatesTab />, { path: '/admin/rates', initialEntry: '/admin/rates?user=u1', user: testUser({ profileTypes: ['ADMIN'], languagePreference: language }), language, mocks });

describe('RatesTab', () => {
  it('removes credit with a reason as a negative amount in cents and shows the new balance', async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({ data: { saveTutoringMarketplaceCredit: rates(500) } }));
    render([
      loaded(rates(2000)),
      { request: { query: SAVE_TUTORING_MARKETPLACE_CREDIT, variables: { userId: 'u1', amountCents: -1500, reason: 'Refunded by card', idempotencyKey: 'key-1' } }, result: saved },
    ]);
    const credit = await screen.findByRole('form', { name: /Account credit/ });
    expect(within(credit).getByRole('heading')).toHaveTextContent('Balance: $20.00');
    // Tutors' fields are not offered for a client.
    expect(screen.queryByRole('form', { name: /Tutor hourly rate/ })).not.toBeInTheDocument();
    await user.selectOptions(within(credit).getByRole('combobox', { name: 'Grant or remove' }), 'remove');
    await user.type(within(credit).getByRole('textbox', { name: 'Amount ($)' }), '15');
    await user.type(within(credit).getByRole('textbox', { name: 'Reason for the change' }), 'Refunded by card');
    await user.click(within(credit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(await within(credit).findByRole('heading')).toHaveTextContent('Balance: $5.00');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: 'The credit is saved. Balance: $5.00.' }));
  });

  it('asks for an amount and a reason before sending anything, in Spanish, and limits a rate to 4 characters', async () => {
    const user = userEvent.setup();
    render([loaded(rates(0, { profileTypes: ['TUTOR'], hourlyWage: 30 }))], 'sp');
    const credit = await screen.findByRole('form', { name: /Crédito de la cuenta/ });
    await user.click(within(credit).getByRole('button', { name: 'Guardar' }));
    expect(await within(credit).findByText('Escribe un importe en dólares y centavos, distinto de cero y de como máximo 10.000 $.')).toBeInTheDocument();
    expect(within(credit).getByText('Indica el motivo del cambio.')).toBeInTheDocument();
    const wage = screen.getByRole('form', { name: /Tarifa por hora del tutor/ });
    const field = within(wage).getByRole('textbox', { name: 'Tarifa por hora del tutor ($)' });
    await user.clear(field);
    await user.type(field, '12345abc');
    expect(field).toHaveValue('1234');
  });
});

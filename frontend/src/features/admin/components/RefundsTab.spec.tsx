import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equal } from '@wry/equality';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { ADMIN_CORRECT_SESSION } from '../graphql/admin-correct-session';
import { ADMIN_REFUND_SESSION } from '../graphql/admin-refund-session';
import { GET_ADMIN_REFUNDABLE_PAYOUTS, RefundablePayout } from '../graphql/get-admin-refundable-payouts';
import { RefundsTab } from './RefundsTab';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const payout: RefundablePayout = {
  sessionId: 's-1',
  clientId: 'c-1',
  tutorId: 't-1',
  oneOfSeveralClients: false,
  minutes: 60,
  clientTotalCents: 3291,
  cardChargeCents: 3291,
  tutorPayoutCents: 2709,
  payoutMethod: 'venmo',
  refundedCents: 0,
  tutorReversedCents: 0,
  startedAt: '2026-10-05T12:00:00.000Z',
};
const listed = (payouts: RefundablePayout[]): MockedResponse => ({ request: { query: GET_ADMIN_REFUNDABLE_PAYOUTS, variables: { month: '2026-10' } }, result: { data: { getAdminRefundablePayouts: payouts } } });
const render = (mocks: MockedResponse[], language: 'en' | 'sp' = 'en') =>
  renderWithProviders(<RefundsTab />, { path: '/admin/:tab', initialEntry: '/admin/refunds?month=2026-10', user: testUser({ profileTypes: ['ADMIN'], languagePreference: language }), language, mocks });

describe('RefundsTab', () => {
  it('refunds part of a session with a reason, the tutor at fault, under one idempotency key', async () => {
    const user = userEvent.setup();
    const refunded = jest.fn(() => ({ data: { adminRefundSession: { sessionId: 's-1', clientId: 'c-1', refundedCents: 1645, tutorReversedCents: 1354, failure: null } } }));
    const expected = { sessionId: 's-1', clientId: null, amountCents: 1645, reason: 'Started late.', tutorAtFault: true };
    const keys: string[] = [];
    // The input as typed, with an idempotency key of the action (any non-empty string).
    const refund: MockedResponse = {
      request: { query: ADMIN_REFUND_SESSION },
      variableMatcher: (sent: { input?: Record<string, unknown> } = {}) => {
        const { idempotencyKey, ...rest } = sent.input ?? {};
        if (typeof idempotencyKey !== 'string' || !idempotencyKey || !equal(rest, expected)) return false;
        keys.push(idempotencyKey);
        return true;
      },
      result: refunded,
    };
    render([listed([payout]), refund, listed([{ ...payout, refundedCents: 1645, tutorReversedCents: 1354 }])]);
    const table = await screen.findByRole('table', { name: 'Processed sessions to refund' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$32.91$27.09by Venmo$0.00');
    await user.click(within(table).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to refund' });
    expect(amount).toHaveValue('32.91');
    await user.clear(amount);
    await user.type(amount, '16.45');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Started late.');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunded).toHaveBeenCalled());
    expect(keys).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: '$16.45 was refunded to the client.' }));
    expect(await screen.findByText('$13.54 taken back from the tutor')).toBeInTheDocument();
  });

  it('checks the amount and the reason before asking, in Spanish', async () => {
    const user = userEvent.setup();
    render([listed([{ ...payout, refundedCents: 1000 }])], 'sp');
    await user.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Importe a reembolsar' });
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(within(dialog).getByText(/Escribe un importe mayor que \$0 y de como máximo/)).toBeInTheDocument();
    expect(within(dialog).getByText('Di por qué se reembolsa la sesión (hasta 500 caracteres).')).toBeInTheDocument();
  });

  it('corrects the length with a reason under one idempotency key, and shows the differences', async () => {
    const user = userEvent.setup();
    const corrected = jest.fn(() => ({
      data: { adminCorrectSession: { sessionId: 's-1', clientId: 'c-1', minutes: 90, clientTotalCents: 4937, tutorPayoutCents: 4063, clientDifferenceCents: 1646, tutorDifferenceCents: 1354, failure: null } },
    }));
    const expected = { sessionId: 's-1', clientId: null, minutes: 90, hourlyRateCents: null, reason: 'Ran 90 minutes.' };
    const keys: string[] = [];
    const correct: MockedResponse = {
      request: { query: ADMIN_CORRECT_SESSION },
      variableMatcher: (sent: { input?: Record<string, unknown> } = {}) => {
        const { idempotencyKey, ...rest } = sent.input ?? {};
        if (typeof idempotencyKey !== 'string' || !idempotencyKey || !equal(rest, expected)) return false;
        keys.push(idempotencyKey);
        return true;
      },
      result: corrected,
    };
    render([listed([payout]), correct, listed([{ ...payout, minutes: 90, cardChargeCents: 4937, tutorPayoutCents: 4063 }])]);
    const table = await screen.findByRole('table', { name: 'Processed sessions to refund' });
    await user.click(within(table).getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the session' });
    const minutes = within(dialog).getByRole('textbox', { name: 'Length in minutes' });
    expect(minutes).toHaveValue('60');
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Ran 90 minutes.');
    await user.click(within(dialog).getByRole('button', { name: 'Correct' }));
    await waitFor(() => expect(corrected).toHaveBeenCalled());
    expect(keys).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: 'Corrected: the client +$16.46, the tutor +$13.54.' }));
    expect(await screen.findByText('$49.37')).toBeInTheDocument();
  });

  it('checks the length, the rate and the reason of a correction before asking, in Spanish', async () => {
    const user = userEvent.setup();
    render([listed([payout])], 'sp');
    await user.click(await screen.findByRole('button', { name: 'Corregir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir la sesión' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Duración en minutos' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tarifa por hora (déjala vacía para mantenerla)' }), 'veinte');
    await user.click(within(dialog).getByRole('button', { name: 'Corregir' }));
    expect(within(dialog).getByText('Escribe la duración en minutos enteros, mayor que 0.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe una tarifa por hora en dólares, o déjala vacía.')).toBeInTheDocument();
    expect(within(dialog).getByText('Di por qué se corrige la sesión (hasta 500 caracteres).')).toBeInTheDocument();
  });
});

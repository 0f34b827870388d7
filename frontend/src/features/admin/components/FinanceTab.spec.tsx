import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { GET_ADMIN_PAYOUT_REPLAY, PayoutReplay } from '../graphql/get-admin-payout-replay';
import { FinanceTab } from './FinanceTab';

const KEYS = ['sessions', 'payouts', 'clientBaseCents', 'clientFeeCents', 'tutorFeeCents', 'creditsCents', 'chargedCents', 'refundedCents', 'stripeConnectCents', 'paypalCents', 'venmoCents', 'heldCents'];

function replay(overrides: Partial<PayoutReplay> = {}, whatIf: number | null = null): PayoutReplay {
  return {
    month: '2026-10',
    providerChecked: false,
    fullReplay: false,
    computedAt: '2026-11-03T15:30:00.000Z',
    totals: KEYS.map((key) => ({ key, recorded: key === 'tutorFeeCents' ? 291 : 1, recomputed: key === 'tutorFeeCents' ? 291 : 1, whatIf })),
    differences: [],
    csv: 'month,total,recorded,recomputed\n',
    ...overrides,
  };
}

const answer = (variables: Record<string, unknown>, report: PayoutReplay): MockedResponse => ({ request: { query: GET_ADMIN_PAYOUT_REPLAY, variables }, result: { data: { getAdminPayoutReplay: report } } });
const render = (mocks: MockedResponse[], language: 'en' | 'sp' = 'en') =>
  renderWithProviders(<FinanceTab />, { path: '/admin/:tab', initialEntry: '/admin/finance?month=2026-10', user: testUser({ profileTypes: ['ADMIN'], languagePreference: language }), language, mocks });

describe('FinanceTab', () => {
  it('shows the month with no difference, then what-if totals beside the recorded ones', async () => {
    const user = userEvent.setup();
    render([
      answer({ month: '2026-10', clientFeePercent: null, tutorFeePercent: null }, replay()),
      answer({ month: '2026-10', clientFeePercent: 9.7, tutorFeePercent: 7.7 }, replay({}, 231)),
    ]);
    expect(await screen.findByText('No differences: what was recorded matches the recomputation.')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totals of the month' });
    expect(within(totals).getByRole('row', { name: /Tutor fee/ })).toHaveTextContent('Tutor fee$2.91$2.91');
    await user.type(screen.getByRole('textbox', { name: 'Client fee %' }), '9.7');
    await user.type(screen.getByRole('textbox', { name: 'Tutor fee %' }), '7.7');
    await user.click(screen.getByRole('button', { name: 'Compare with these fees' }));
    expect(await screen.findByRole('columnheader', { name: 'What-if' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Totals of the month' })).getByRole('row', { name: /Tutor fee/ })).toHaveTextContent('Tutor fee$2.91$2.91$2.31');
  });

  it('says it compares recorded against recomputed from the read model; Run full replay compares with the provider too and says when it ran', async () => {
    const user = userEvent.setup();
    render([
      answer({ month: '2026-10', clientFeePercent: null, tutorFeePercent: null }, replay()),
      answer({ month: '2026-10', clientFeePercent: null, tutorFeePercent: null, fullReplay: true }, replay({ providerChecked: true, fullReplay: true })),
    ]);
    expect(await screen.findByText(/Recorded against recomputed, from the finance read model/)).toHaveTextContent("The payment provider's records are compared only by the full replay.");
    await user.click(screen.getByRole('button', { name: 'Run full replay' }));
    expect(await screen.findByText('No differences: the log, the recomputation and the payment provider agree.')).toBeInTheDocument();
    expect(screen.getByText(/Full replay of the log, compared with the payment provider's records too, ran on/)).toHaveTextContent(/Nov 3, 2026/);
    expect(screen.queryByRole('button', { name: 'Run full replay' })).not.toBeInTheDocument();
  });

  it('refuses a fee outside 0 to 100 before asking', async () => {
    const user = userEvent.setup();
    render([answer({ month: '2026-10', clientFeePercent: null, tutorFeePercent: null }, replay())]);
    await screen.findByRole('table', { name: 'Totals of the month' });
    await user.type(screen.getByRole('textbox', { name: 'Client fee %' }), '101');
    await user.type(screen.getByRole('textbox', { name: 'Tutor fee %' }), '5');
    await user.click(screen.getByRole('button', { name: 'Compare with these fees' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Platform fees are percentages from 0 to 100.');
  });

  it('names each difference with a link to its session history, in Spanish', async () => {
    const differences = [{ sessionId: 's-2', clientId: 'c-1', source: 'log', item: 'netCharged', expectedCents: 4937, recordedCents: 4900 }];
    render([answer({ month: '2026-10', clientFeePercent: null, tutorFeePercent: null }, replay({ differences }))], 'sp');
    expect(await screen.findByText('1 diferencia encontrada.')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Diferencias' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('s-2');
    expect(row).toHaveTextContent('Recálculo');
    expect(row).toHaveTextContent('netCharged');
    expect(within(row).getByRole('link', { name: 'Historial' })).toHaveAttribute('href', '/admin/history/session/s-2');
  });
});

import { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { ADMIN_FIX_ERROR_SESSION } from '../graphql/admin-fix-error-session';
import { AdminPaymentErrorSession, GET_ADMIN_PAYMENT_ERROR_SESSIONS } from '../graphql/get-admin-payment-error-sessions';
import { SEND_ERROR_MESSAGE_FOLLOW_UP_TO_USER } from '../graphql/send-error-message-follow-up-to-user';
import { AdminPanelPage } from './AdminPanelPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const admin = testUser({ firstName: 'Ada', profileTypes: ['ADMIN'] });
const errorSession: AdminPaymentErrorSession = {
  sessionId: 's1',
  subject: 'SAT Math',
  startTime: '2026-11-10T15:00:00.000Z',
  minutes: 60,
  processingTime: '2026-11-10T17:00:00.000Z',
  reason: 'Your card was declined.',
  erroredAt: '2026-11-10T17:00:05.000Z',
  tutor: { id: 't1', firstName: 'Tomás', lastName: 'Ruiz', email: 'tomas@example.com' },
  client: { id: 'c1', firstName: 'Carla', lastName: 'Díaz', email: 'carla@example.com' },
  clientTotalCents: 4388,
  tutorPayoutCents: 2709,
};

const list = (month: number, year: number, sessions: AdminPaymentErrorSession[]): MockedResponse => ({
  request: { query: GET_ADMIN_PAYMENT_ERROR_SESSIONS, variables: { month, year } },
  result: { data: { getAdminPaymentErrorSessions: sessions } },
});

const render = (mocks: MockedResponse[], options: { language?: 'en' | 'sp'; user?: ReturnType<typeof testUser> | null } = {}) =>
  renderWithProviders(<AdminPanelPage />, { path: '/admin', initialEntry: '/admin?month=2026-11', user: options.user === undefined ? admin : options.user, language: options.language, mocks });

describe('AdminPanelPage', () => {
  it('sends a visitor to log in', async () => {
    const { router } = render([], { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a signed-in non-admin they are not authorised', async () => {
    render([], { user: testUser() });
    expect(await screen.findByText('Only admins can open the Admin Panel.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the month\'s payment errors with the reason, the people and the amount', async () => {
    render([list(11, 2026, [errorSession])]);
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payment errors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payment error sessions' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('SAT Math');
    expect(row).toHaveTextContent('Tomás Ruiz');
    expect(row).toHaveTextContent('Carla Díaz');
    expect(row).toHaveTextContent('carla@example.com');
    expect(row).toHaveTextContent('$43.88');
    expect(row).toHaveTextContent('Tutor $27.09');
    expect(row).toHaveTextContent('Your card was declined.');
    expect(document.title).toBe('Admin Panel | Tutoring Marketplace');
  });

  it('fixes a session: it is processed again, the list refreshes and a toast says so', async () => {
    const user = userEvent.setup();
    const fixed = jest.fn(() => ({ data: { adminFixErrorSession: { id: 's1', status: 'RECENTLY_COMPLETED', errorReason: null, processingTime: '2026-11-24T19:00:00.000Z' } } }));
    render([list(11, 2026, [errorSession]), { request: { query: ADMIN_FIX_ERROR_SESSION, variables: { sessionId: 's1' } }, result: fixed }, list(11, 2026, [])]);
    await user.click(await screen.findByRole('button', { name: 'Fix' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: 'The session will be processed again now.' })));
    expect(fixed).toHaveBeenCalled();
    expect(await screen.findByText('No payment errors this month.')).toBeInTheDocument();
  });

  it('says what went wrong when a fix is refused, and sends the client a reminder', async () => {
    const user = userEvent.setup();
    render([
      list(11, 2026, [errorSession]),
      { request: { query: ADMIN_FIX_ERROR_SESSION, variables: { sessionId: 's1' } }, result: { errors: [{ message: 'This session has no payment error to fix.' } as never] } },
      { request: { query: SEND_ERROR_MESSAGE_FOLLOW_UP_TO_USER, variables: { sessionId: 's1' } }, result: { data: { sendErrorMessageFollowUpToUser: true } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Fix' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'danger', message: 'That did not work: This session has no payment error to fix.' })));
    await user.click(screen.getByRole('button', { name: 'Email reminder' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: 'The client was sent a reminder to update their card.' })));
  });

  it('moves to another month', async () => {
    const user = userEvent.setup();
    render([list(11, 2026, [errorSession]), list(12, 2026, [])]);
    await screen.findByRole('table', { name: 'Payment error sessions' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('December 2026')).toBeInTheDocument();
    expect(await screen.findByText('No payment errors this month.')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    render([{ request: { query: GET_ADMIN_PAYMENT_ERROR_SESSIONS, variables: { month: 11, year: 2026 } }, error: new Error('down') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment errors could not be loaded.');
  });

  it('groups the tabs in sections: Payment errors under Money, each section opening its first tab, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const { router } = render([list(11, 2026, [])]);
    const [sectionList, moneyList] = await screen.findAllByRole('tablist');
    const sections = within(sectionList);
    expect(sections.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['People', 'Money', 'Tutoring', 'Prospects', 'History']);
    expect(sections.getByRole('tab', { name: 'Money' })).toHaveAttribute('aria-selected', 'true');
    const moneyTabs = within(moneyList);
    expect(moneyTabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Payment errors', 'Payouts', 'Refunds', 'Finance', 'Rates and credits']);
    expect(moneyTabs.getByRole('tab', { name: 'Payment errors' })).toHaveAttribute('aria-selected', 'true');
    await user.click(sections.getByRole('tab', { name: 'People' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/search'));
    await act(() => router.navigate('/admin?month=2026-11'));
    (await screen.findByRole('tab', { name: 'Money' })).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sessions'));
  });

  it('speaks Spanish', async () => {
    render([list(11, 2026, [])], { language: 'sp', user: testUser({ profileTypes: ['ADMIN'], languagePreference: 'sp' }) });
    expect(await screen.findByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    expect(await screen.findByText('No hay errores de pago este mes.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Errores de pago' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dinero' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Personas' })).toBeInTheDocument();
  });
});

import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardRoute } from './dashboard-route';
import { RenderOptions, renderWithProviders, testUser } from '../test-support/renderWithProviders';
import { GET_COMPLETED_SESSION_SUMMARY_V3 } from '../features/sessions/graphql/get-completed-session-summary-v3';
import { GET_SESSIONS_THIS_WEEK } from '../features/sessions/graphql/get-sessions-this-week';
import { GET_UPCOMING_SESSIONS } from '../features/sessions/graphql/get-upcoming-sessions';
import { calendarSlot, paymentErrorsMock, session, TUTOR, upcomingMock } from '../features/sessions/test-fixtures';
import { GET_HELD_PAYOUTS } from '../features/payments/graphql/get-held-payouts';
import { GET_PAYOUT_METHOD_WARNING } from '../features/payments/graphql/get-payout-method-warning';
import { pendingSessionCountMock, tuteeRequestsMock, tutoringRequest, tutorRequestsMock } from '../features/dashboard/test-fixtures';

const client = () => testUser({ isPhoneNumberVerified: true, phoneNumber: '5555550100' });
const tutor = () => ({ ...testUser({ profileTypes: ['TUTOR'] }), id: TUTOR.id });

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const summaryMock = (isTutorContext: boolean, withoutFeedback: string[]): MockedResponse => ({
  request: { query: GET_COMPLETED_SESSION_SUMMARY_V3 },
  variableMatcher: (variables) => variables.input.isTutorContext === isTutorContext,
  result: {
    data: {
      getCompletedSessionSummaryV3: {
        monthlyTotal: 60,
        monthlyTotalFee: 5.82,
        summaries: [
          {
            user: { id: 'user-1', firstName: 'Ana', lastName: 'López', profileId: null },
            pairId: 'pair-1',
            numSessions: 2,
            numMins: 120,
            rate: 30,
            total: 60,
            totalFee: 5.82,
            sessionIdsWithoutFeedback: withoutFeedback,
          },
        ],
      },
    },
  },
  ...always,
});
// Starting now: a session of this week whatever the day of the week the test runs on.
const weekMock = (slots = [calendarSlot(session({ id: 'week-1', subject: 'Geometry', startTime: new Date().toISOString() }))]): MockedResponse => ({
  request: { query: GET_SESSIONS_THIS_WEEK },
  // The week, and a day either side: sessions are filed under their own zone's day (SessionsOverview).
  variableMatcher: (variables) => variables.tutorId === TUTOR.id && variables.dates.length === 9,
  result: { data: { getSessionsThisWeek: slots } },
  ...always,
});
const upcoming = (isTutorContext: boolean, sessions = [session()]) => ({ ...upcomingMock(isTutorContext, 1, sessions), ...always });

const brief = { sessionId: 'session-9', subject: 'Geometry', startTime: '2030-03-04T15:00:00.000Z', endTime: '2030-03-04T16:00:00.000Z', clientName: 'Ana López' };
const warningMock = (warning: typeof brief | null): MockedResponse => ({ request: { query: GET_PAYOUT_METHOD_WARNING }, result: { data: { getPayoutMethodWarning: warning } }, ...always });
const heldMock = (held: Array<{ amountCents: number; session: typeof brief | null }>): MockedResponse => ({
  request: { query: GET_HELD_PAYOUTS },
  result: {
    data: { getHeldPayouts: held.map((payout) => ({ sessionId: payout.session?.sessionId ?? 'gone', processedAt: '2030-03-05T16:00:00.000Z', reason: 'NO_PAYOUT_METHOD' as const, ...payout })) },
  },
  ...always,
});

function renderAt(initialEntry: string, options: RenderOptions = {}) {
  return renderWithProviders(<DashboardRoute />, {
    ...options,
    path: '/dashboard/:mainTab?/:subTab?',
    initialEntry,
  });
}

describe('DashboardPage', () => {
  it('sends a visitor to log in, and back here afterwards', async () => {
    const { router } = renderAt('/dashboard/requests/all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/requests/all');
  });

  it('shows a client their next sessions with Join, the requests they sent and what awaits their feedback', async () => {
    const sent = [tutoringRequest(), tutoringRequest({ id: 'request-2', subject: 'Spanish I', status: 'ACCEPTED', to: null, conversationId: null })];
    renderAt('/dashboard', {
      user: client(),
      mocks: [upcoming(false), paymentErrorsMock([]), summaryMock(false, ['s-1']), tuteeRequestsMock(sent), tuteeRequestsMock([sent[0]!], 'PENDING')],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ana!')).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: /Algebra 1/ });
    expect(within(card).getByText('with Tomás Rivera')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();
    const upcomingSection = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(upcomingSection).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/sessions/upcoming');

    const requests = await screen.findByRole('list', { name: 'Requests you sent' });
    const chemistry = within(requests).getByRole('listitem', { name: 'Chemistry' });
    expect(within(chemistry).getByText('to Tomás Rivera')).toBeInTheDocument();
    expect(within(chemistry).getByText('Pending')).toBeInTheDocument();
    expect(within(chemistry).getByRole('link', { name: 'View conversation' })).toHaveAttribute('href', '/conversation/conversation-1');
    const spanish = within(requests).getByRole('listitem', { name: 'Spanish I' });
    expect(within(spanish).getByText('to our team')).toBeInTheDocument();
    expect(within(spanish).getByText('Accepted')).toBeInTheDocument();

    const feedback = await screen.findByRole('group', { name: 'Awaiting your feedback' });
    await waitFor(() => expect(within(feedback).getByRole('heading')).toHaveTextContent('1'));
    expect(within(screen.getByRole('group', { name: 'Open requests' })).getByRole('heading')).toHaveTextContent('1');
    expect(screen.queryByRole('group', { name: 'Pending sessions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Tutor' })).toHaveAttribute('href', '/search');
    expect(document.title).toBe('Dashboard | Tutoring Marketplace');
  });

  it('shows a tutor the open requests sent to them, pending sessions, summaries to write and this week’s sessions', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', {
      user: tutor(),
      mocks: [
        upcoming(true),
        paymentErrorsMock([session({ id: 'error-1', subject: 'Physics', status: 'ERROR', errorReason: 'Card declined' })]),
        summaryMock(true, ['s-1', 's-2']),
        pendingSessionCountMock(4),
        tutorRequestsMock([tutoringRequest()], 'PENDING'),
        weekMock(),
      ],
    });
    expect(await screen.findByRole('region', { name: 'Sessions with a payment error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix payment' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Pending sessions' })).getByRole('heading')).toHaveTextContent('4'));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Awaiting your summary' })).getByRole('heading')).toHaveTextContent('2'));
    expect(within(screen.getByRole('group', { name: 'Awaiting your summary' })).getByRole('link', { name: 'See completed sessions' })).toHaveAttribute('href', '/sessions/completed');
    const requests = await screen.findByRole('list', { name: 'Requests sent to you' });
    const request = within(requests).getByRole('listitem', { name: 'Chemistry' });
    expect(within(request).getByText('from Ana López')).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'Respond' })).toHaveAttribute('href', '/conversation/conversation-1');
    expect(screen.getByRole('link', { name: 'Find Clients' })).toHaveAttribute('href', '/tutor-tools');

    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const week = await screen.findByRole('list', { name: 'This week' });
    expect(within(week).getByRole('listitem', { name: /Geometry/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Upcoming' })).toBeInTheDocument();
  });

  it('offers a client with nothing yet a way to find a tutor', async () => {
    renderAt('/dashboard', {
      user: client(),
      mocks: [upcoming(false, []), paymentErrorsMock([]), summaryMock(false, []), tuteeRequestsMock([]), tuteeRequestsMock([], 'PENDING')],
    });
    const section = await screen.findByRole('region', { name: 'Upcoming sessions' });
    expect(await within(section).findByText('You have no upcoming sessions. Find a tutor to book your first one.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Find a Tutor' })).toHaveAttribute('href', '/search');
    const requests = screen.getByRole('region', { name: 'Requests you sent' });
    expect(await within(requests).findByText('You have not sent any tutoring requests yet.')).toBeInTheDocument();
  });

  it('warns a tutor without a payout method before the session ends, and lists what is held with a way to add a method', async () => {
    renderAt('/dashboard', {
      user: tutor(),
      mocks: [upcoming(true, []), paymentErrorsMock([]), summaryMock(true, []), pendingSessionCountMock(0), tutorRequestsMock([], 'PENDING'), warningMock(brief), heldMock([{ amountCents: 2709, session: brief }])],
    });
    const warning = await screen.findByRole('alert', { name: 'Add a payout method before your session ends' });
    expect(warning).toHaveTextContent(/You have a Geometry session with Ana López on .*2030.*, and no payout method yet/);
    expect(within(warning).getByRole('link', { name: 'Add a payout method' })).toHaveAttribute('href', '/account-settings/tutor-payouts');
    const held = await screen.findByRole('region', { name: 'Held payouts' });
    const payout = await within(held).findByRole('listitem', { name: '$27.09' });
    expect(payout).toHaveTextContent(/Geometry with Ana López, Mar 4, 2030/);
    expect(payout).toHaveTextContent('Held: you had no payout method when the session was processed.');
    expect(within(held).getByRole('link', { name: 'Add a payout method' })).toHaveAttribute('href', '/account-settings/tutor-payouts');
  });

  it('tells a tutor, in Spanish, that nothing is held, and does not warn one who has a payout method', async () => {
    renderAt('/dashboard', {
      language: 'sp',
      user: { ...tutor(), profile: { ...tutor().profile, languagePreference: 'sp' } },
      mocks: [upcoming(true, []), paymentErrorsMock([]), summaryMock(true, []), pendingSessionCountMock(0), tutorRequestsMock([], 'PENDING'), warningMock(null), heldMock([])],
    });
    const held = await screen.findByRole('region', { name: 'Pagos retenidos' });
    expect(await within(held).findByText('No tienes pagos retenidos. Se te paga después de procesar cada sesión.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a client no payout pieces', async () => {
    renderAt('/dashboard', { user: client(), mocks: [upcoming(false), paymentErrorsMock([]), summaryMock(false, []), tuteeRequestsMock([])] });
    expect(await screen.findByRole('region', { name: 'Upcoming sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Held payouts' })).not.toBeInTheDocument();
  });

  it('offers a tutor with nothing yet a way to find clients', async () => {
    renderAt('/dashboard/requests', { user: tutor(), mocks: [tutorRequestsMock([], 'PENDING')] });
    const requests = await screen.findByRole('region', { name: 'Requests sent to you' });
    expect(await within(requests).findByText('No requests are waiting for your answer.')).toBeInTheDocument();
    expect(within(requests).getByRole('link', { name: 'Find Clients' })).toHaveAttribute('href', '/tutor-tools');
  });

  it('shows the spec’s error when upcoming sessions fail, and retries', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/sessions', {
      user: client(),
      mocks: [
        { request: { query: GET_UPCOMING_SESSIONS, variables: { isTutorContext: false, pageNum: 1 } }, error: new Error('down') },
        upcoming(false),
        paymentErrorsMock([]),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Fetching Upcoming Sessions')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: /Algebra 1/ })).toBeInTheDocument();
    expect(screen.queryByText('Error Fetching Upcoming Sessions')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the requests fail, and filters by status', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/dashboard/requests/all', {
      user: client(),
      mocks: [
        { request: { query: tuteeRequestsMock([]).request.query, variables: {} }, error: new Error('down') },
        tuteeRequestsMock([tutoringRequest({ status: 'DECLINED' })]),
        tuteeRequestsMock([], 'PENDING'),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('There was an issue fetching your tutoring requests.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByRole('listitem', { name: 'Chemistry' })).getByText('Declined')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/requests/open'));
    expect(await screen.findByText('None of your requests is waiting for an answer.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderAt('/dashboard/requests', { user: testUser({ languagePreference: 'sp' }), language: 'sp', mocks: [tuteeRequestsMock([], 'PENDING')] });
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(await screen.findByText('Ninguna de tus solicitudes espera respuesta.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Buscar un tutor' })).toHaveLength(2);
  });

  it('sends an unknown tab back to the overview', async () => {
    const { router } = renderAt('/dashboard/nope', { user: client(), mocks: [upcoming(false), paymentErrorsMock([]), summaryMock(false, []), tuteeRequestsMock([]), tuteeRequestsMock([], 'PENDING')] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startOfMonth } from 'date-fns';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { RenderOptions, renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { CANCEL_SESSION_V3 } from '../graphql/cancel-session-v3';
import { GET_COMPLETED_SESSION_SUMMARY_V3 } from '../graphql/get-completed-session-summary-v3';
import { GET_UPCOMING_SESSIONS } from '../graphql/get-upcoming-sessions';
import { DROP_SESSION } from '../graphql/drop-session';
import { GET_PAIRED_TUTEE_LIST } from '../graphql/get-paired-tutee-list';
import { GET_SESSIONS_THIS_WEEK } from '../graphql/get-sessions-this-week';
import { OPEN_LESSONSPACE_SESSION } from '../graphql/open-lessonspace-session';
import { FIX_ERROR_SESSION } from '../graphql/fix-error-session';
import { GET_SESSION_SUMMARIES_BY_PAIR_ID } from '../graphql/get-session-summaries-by-pair-id';
import { SET_CLIENT_SESSION_FEEDBACK } from '../graphql/set-client-session-feedback';
import { cardsMock, HOUR, paymentErrorsMock, quarterHourIn, session, TUTOR, upcomingMock, VISA } from '../test-fixtures';
import { SessionsPage } from './SessionsPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const client = (overrides = {}) => testUser({ isPhoneNumberVerified: true, phoneNumber: '5555550100', ...overrides });
const tutor = (overrides = {}) => ({ ...testUser({ profileTypes: ['TUTOR'], isPhoneNumberVerified: true, phoneNumber: '5555550100', ...overrides }), id: TUTOR.id });

function renderAt(initialEntry: string, options: RenderOptions = {}) {
  return renderWithProviders(<SessionsPage />, { ...options, path: '/sessions/:subPath', routes: [{ path: '/sessions', element: <SessionsPage /> }], initialEntry });
}

const weekMock = { request: { query: GET_SESSIONS_THIS_WEEK }, variableMatcher: () => true, result: { data: { getSessionsThisWeek: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };
const today = new Date();
const thisMonth = { month: today.getMonth() + 1, year: today.getFullYear() };

afterEach(() => jest.mocked(showToast).mockClear());

describe('SessionsPage', () => {
  it('sends a visitor to log in, and back here afterwards', async () => {
    const { router } = renderAt('/sessions/upcoming');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/sessions/upcoming');
  });

  it('lists a client’s upcoming sessions with whom, when and a Join link, and the alerts for a missing card and phone', async () => {
    renderAt('/sessions/upcoming', { user: testUser(), mocks: [upcomingMock(false, 1, [session()]), cardsMock([])] });
    const card = await screen.findByRole('listitem', { name: /Algebra 1/ });
    expect(within(card).getByText('with Tomás Rivera')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(within(card).getByText('Online lesson space')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(await screen.findByText('Missing Payment Info!')).toBeInTheDocument();
    expect(screen.getByText('Verify Phone Number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your phone' })).toHaveAttribute('href', '/account-settings/contact');
    expect(document.title).toBe('Sessions | Tutoring Marketplace');
  });

  it('joins a lesson space with the viewer’s own link, and a Zoom meeting by its link', async () => {
    const room = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(room as unknown as Window);
    const zoom = session({ id: 'zoom-1', subject: 'Chemistry', meetingSolution: 'ZOOM', joinUrl: 'https://zoom.example/j/1' });
    renderAt('/sessions/upcoming', {
      user: client(),
      mocks: [
        upcomingMock(false, 1, [session(), zoom]),
        cardsMock([VISA]),
        {
          request: { query: OPEN_LESSONSPACE_SESSION, variables: { sessionId: 'session-1', tuteeId: 'user-1', tutorId: TUTOR.id } },
          result: { data: { openLessonspaceSession: { roomId: 'room-1', url: 'http://localhost:3000/rooms/room-1?user=user-1' } } },
        },
      ],
    });
    expect(within(await screen.findByRole('listitem', { name: /Chemistry/ })).getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://zoom.example/j/1');
    await userEvent.click(within(screen.getByRole('listitem', { name: /Algebra 1/ })).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(room.location.href).toBe('http://localhost:3000/rooms/room-1?user=user-1'));
    open.mockRestore();
  });

  it('shows an admin neither the phone nor the card alert', async () => {
    renderAt('/sessions/upcoming', { user: testUser({ profileTypes: ['ADMIN'], isPhoneNumberVerified: false }), mocks: [upcomingMock(false, 1, [session()]), cardsMock([])] });
    await screen.findByRole('listitem', { name: /Algebra 1/ });
    expect(screen.queryByText('Verify Phone Number')).not.toBeInTheDocument();
    expect(screen.queryByText('Missing Payment Info!')).not.toBeInTheDocument();
  });

  it('shows no alert to a client with a card and a verified phone', async () => {
    renderAt('/sessions/upcoming', { user: client(), mocks: [upcomingMock(false, 1, [session()]), cardsMock([VISA])] });
    await screen.findByRole('listitem', { name: /Algebra 1/ });
    await waitFor(() => expect(screen.queryByText('Missing Payment Info!')).not.toBeInTheDocument());
    expect(screen.queryByText('Verify Phone Number')).not.toBeInTheDocument();
  });

  it('pages through the upcoming sessions 10 at a time', async () => {
    const first = Array.from({ length: 10 }, (_, index) => session({ id: `s${index}`, subject: `Subject ${index}` }));
    renderAt('/sessions/upcoming', {
      user: client(),
      mocks: [upcomingMock(false, 1, first, true), upcomingMock(false, 2, [session({ id: 's10', subject: 'Chemistry' })]), cardsMock([VISA])],
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: /Chemistry/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when the upcoming sessions cannot be fetched, and retries', async () => {
    renderAt('/sessions/upcoming', {
      user: client(),
      mocks: [
        { request: { query: GET_UPCOMING_SESSIONS, variables: { isTutorContext: false, pageNum: 1 } }, error: new Error('Network down') },
        upcomingMock(false, 1, []),
        cardsMock([VISA]),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Fetching Upcoming Sessions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no upcoming sessions.')).toBeInTheDocument();
  });

  it('says so in Spanish when the drop-in sessions cannot be fetched', async () => {
    renderAt('/sessions/drop-ins', {
      user: client({ languagePreference: 'sp' }),
      language: 'sp',
      mocks: [{ request: { query: GET_UPCOMING_SESSIONS, variables: { isTutorContext: false, pageNum: 1 } }, error: new Error('Network down') }, cardsMock([VISA])],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener las próximas sesiones abiertas');
    expect(screen.getByRole('tab', { name: 'Sesiones abiertas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists drop-in sessions apart and lets a client leave one', async () => {
    renderAt('/sessions/drop-ins', { user: client(), mocks: [upcomingMock(false, 1, [session(), session({ id: 'drop-1', subject: 'SAT drop-in', sessionType: 'DROP_IN' })]), cardsMock([VISA])] });
    const card = await screen.findByRole('listitem', { name: /SAT drop-in/ });
    expect(screen.queryByRole('listitem', { name: /Algebra 1/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Leave session' })).toBeInTheDocument();
  });

  it('shows a tutor an empty list with a way to schedule, in Spanish', async () => {
    renderAt('/sessions/upcoming', { user: tutor({ languagePreference: 'sp' }), language: 'sp', mocks: [upcomingMock(true, 1, [])] });
    expect(await screen.findByText('No tienes próximas sesiones. Programa una con un cliente con el que estés emparejado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Programar una sesión' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Próximas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lets a tutor edit a session from the list', async () => {
    renderAt('/sessions/upcoming', {
      user: tutor(),
      mocks: [upcomingMock(true, 1, [session()]), { request: { query: GET_PAIRED_TUTEE_LIST }, result: { data: { getPairedTuteeList: [] } } }, weekMock],
    });
    const card = await screen.findByRole('listitem', { name: /Algebra 1/ });
    expect(within(card).getByText('with Ana López')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Algebra 1');
  });

  it('lets a client leave a drop-in session', async () => {
    const dropIn = session({ id: 'drop-1', subject: 'SAT drop-in', sessionType: 'DROP_IN' });
    renderAt('/sessions/drop-ins', {
      user: client(),
      mocks: [
        upcomingMock(false, 1, [dropIn]),
        cardsMock([VISA]),
        { request: { query: DROP_SESSION, variables: { sessionId: 'drop-1' } }, result: { data: { dropSession: dropIn } } },
        upcomingMock(false, 1, []),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave session' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'You left the session.' })));
  });

  it('goes to the upcoming sessions from /sessions and an unknown sub-page', async () => {
    const { router } = renderAt('/sessions/nowhere', { user: client(), mocks: [upcomingMock(false, 1, []), cardsMock([VISA])] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/upcoming'));
  });

  it('cancels within 24 hours of the start with the notice', async () => {
    const soon = session({ startTime: quarterHourIn(3).toISOString() });
    const cancelled = { ...soon, status: 'CANCELLED', cancellationNotice: true };
    renderAt('/sessions/upcoming', {
      user: client(),
      mocks: [
        upcomingMock(false, 1, [soon]),
        cardsMock([VISA]),
        { request: { query: CANCEL_SESSION_V3, variables: { sessionId: 'session-1', cancelScope: 'SINGLE', expectedRevision: 1 } }, result: { data: { cancelSessionV3: cancelled } } },
        upcomingMock(false, 1, []),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This session starts within 24 hours. The other participants will be notified of the late cancellation.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'The session was cancelled within 24 hours of its start; the other participants were notified.' })),
    );
  });

  it('gives no notice further ahead, and shows the server’s refusal translated', async () => {
    renderAt('/sessions/upcoming', {
      user: client({ languagePreference: 'sp' }),
      language: 'sp',
      mocks: [
        upcomingMock(false, 1, [session()]),
        cardsMock([VISA]),
        {
          request: { query: CANCEL_SESSION_V3, variables: { sessionId: 'session-1', cancelScope: 'SINGLE', expectedRevision: 1 } },
          result: { errors: [new GraphQLError('This session has been cancelled.', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar sesión' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/24 horas/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar sesión' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta sesión fue cancelada.');
  });
});

describe('completed sessions and summaries', () => {
  const summaryMock = (isTutorContext: boolean, summaries: object[], totals = { monthlyTotal: 60, monthlyTotalFee: 5.82, monthlyRefunded: 0 }) => ({
    request: { query: GET_COMPLETED_SESSION_SUMMARY_V3, variables: { input: { isTutorContext, ...thisMonth } } },
    result: { data: { getCompletedSessionSummaryV3: { ...totals, summaries } } },
  });
  // Started in the month the page shows: three hours ago, but never before the month began (early
  // on a month's first day, three hours ago is last month, whose sessions the page does not list).
  const startedAt = Math.max(Date.now() - 3 * HOUR, startOfMonth(today).getTime());
  const ended = session({
    id: 'done-1',
    status: 'COMPLETED',
    startTime: new Date(startedAt).toISOString(),
    endTime: new Date(startedAt + HOUR).toISOString(),
    processingTime: new Date(Date.now() - HOUR).toISOString(),
    isPaid: true,
    tutorSummary: 'We factored quadratics.',
  });
  const tutorSummary = { user: TUTOR, pairId: 'pair-1', numSessions: 2, numMins: 120, rate: 30, total: 60, totalFee: 5.82, refunded: 0, sessionIdsWithoutFeedback: ['done-1'] };

  it('says so when the completed sessions cannot be fetched', async () => {
    renderAt('/sessions/completed', {
      user: client(),
      mocks: [{ request: { query: GET_COMPLETED_SESSION_SUMMARY_V3, variables: { input: { isTutorContext: false, ...thisMonth } } }, error: new Error('down') }, cardsMock([VISA]), paymentErrorsMock([])],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an issue fetching your completed sessions!');
  });

  it('says so in Spanish too', async () => {
    renderAt('/sessions/summaries', {
      user: client({ languagePreference: 'sp' }),
      language: 'sp',
      mocks: [{ request: { query: GET_COMPLETED_SESSION_SUMMARY_V3, variables: { input: { isTutorContext: false, ...thisMonth } } }, error: new Error('down') }, cardsMock([VISA])],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('¡Hubo un problema al obtener tus sesiones completadas!');
  });

  it('shows a client the month’s sessions per tutor and takes their feedback', async () => {
    renderAt('/sessions/completed', {
      user: client(),
      mocks: [
        summaryMock(false, [tutorSummary]),
        cardsMock([VISA]),
        paymentErrorsMock([]),
        { request: { query: GET_SESSION_SUMMARIES_BY_PAIR_ID, variables: { pairId: 'pair-1' } }, result: { data: { getSessionSummariesByPairId: [ended] } } },
        {
          request: { query: SET_CLIENT_SESSION_FEEDBACK, variables: { sessionId: 'done-1', clientFeedback: 'Great session!' } },
          result: { data: { setClientSessionFeedback: { id: 'done-1', clientFeedback: 'Great session!' } } },
        },
        summaryMock(false, [{ ...tutorSummary, sessionIdsWithoutFeedback: [] }]),
      ],
    });
    const person = await screen.findByRole('listitem', { name: 'Tomás Rivera' });
    expect(within(person).getByText('1 session needs your feedback')).toBeInTheDocument();
    expect(await within(person).findByText('Summary: We factored quadratics.')).toBeInTheDocument();
    await userEvent.click(within(person).getByRole('button', { name: 'Leave feedback' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please write a few words first.');
    await userEvent.type(within(dialog).getByLabelText('How did the session go?'), 'Great session!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Thank you! Your feedback was saved.' })));
  });

  it('shows the monthly totals', async () => {
    renderAt('/sessions/summaries', { user: client(), mocks: [summaryMock(false, [tutorSummary]), cardsMock([VISA])] });
    const table = await screen.findByRole('table', { name: 'Summaries' });
    expect(within(table).getByRole('rowheader', { name: 'Tomás Rivera' })).toBeInTheDocument();
    expect(within(table).getByText('$30.00/h')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-total')).toHaveTextContent('$60.00');
    expect(screen.getByTestId('monthly-total-fee')).toHaveTextContent('$5.82');
    expect(within(table).queryByRole('columnheader', { name: 'Refunded' })).not.toBeInTheDocument();
  });

  it('shows a refund in the client’s summaries, in a column only a month with one has', async () => {
    const refunded = { monthlyTotal: 60, monthlyTotalFee: 5.82, monthlyRefunded: 16.45 };
    renderAt('/sessions/summaries', { user: client(), mocks: [summaryMock(false, [{ ...tutorSummary, refunded: 16.45 }], refunded), cardsMock([VISA])] });
    const table = await screen.findByRole('table', { name: 'Summaries' });
    expect(within(table).getByRole('columnheader', { name: 'Refunded' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Tomás Rivera/ })).toHaveTextContent('$16.45');
    expect(screen.getByTestId('monthly-refunded')).toHaveTextContent('$16.45');
  });

  it('shows an empty month', async () => {
    renderAt('/sessions/summaries', { user: client(), mocks: [summaryMock(false, []), cardsMock([VISA])] });
    expect(await screen.findByText(/You have no completed sessions in/)).toBeInTheDocument();
  });

  it('shows a payment error with its reason and fixes it after the card is updated', async () => {
    const failed = { ...ended, id: 'error-1', status: 'ERROR' as const, isPaid: false, errorReason: 'Your card was declined.' };
    renderAt('/sessions/completed', {
      user: client(),
      mocks: [
        summaryMock(false, []),
        cardsMock([VISA]),
        paymentErrorsMock([failed]),
        { request: { query: FIX_ERROR_SESSION, variables: { sessionId: 'error-1' } }, result: { data: { fixErrorSession: { ...failed, status: 'RECENTLY_COMPLETED' } } } },
      ],
    });
    const errors = await screen.findByRole('region', { name: 'Sessions with a payment error' });
    expect(within(errors).getByText('Reason: Your card was declined.')).toBeInTheDocument();
    await userEvent.click(within(errors).getByRole('button', { name: 'Fix payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add another card' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'The session will be processed again now.' })));
  });
});


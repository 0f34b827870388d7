import { screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { GET_SESSIONS_THIS_WEEK } from '../graphql/get-sessions-this-week';
import { busySlot, calendarSlot, CLIENT, HOUR, midMorningIn, quarterHourIn, session, TUTOR } from '../test-fixtures';
import { SessionFormDialog } from './SessionFormDialog';
import { SessionsThisWeek } from './SessionsOverview';

const REAL_TIMERS: FakeableAPI[] = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
  'setTimeout', 'clearTimeout',
];

const weekMock = (slots: ReturnType<typeof busySlot>[]) => ({
  request: { query: GET_SESSIONS_THIS_WEEK },
  variableMatcher: () => true,
  result: { data: { getSessionsThisWeek: slots } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the tutor’s calendar as a client sees it', () => {
  // A Wednesday morning, so slots a few hours ahead stay in this Sunday-to-Saturday week whatever the day
  // of the run (on a Saturday evening they would fall in next week). Only the clock is faked: timers stay real.
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 25, 9, 0), doNotFake: REAL_TIMERS }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'This week', 'Busy'],
    ['sp', 'Esta semana', 'Ocupado'],
  ] as const)('shows the client’s own session and the tutor’s other sessions as %s busy slots, with no name or subject', async (language, weekLabel, busy) => {
    const own = session({ id: 'own-1', subject: 'Geometry', startTime: quarterHourIn(3).toISOString() });
    renderWithProviders(<SessionsThisWeek tutorId={TUTOR.id} viewerId={CLIENT.id} />, {
      user: testUser({ languagePreference: language }),
      language,
      mocks: [weekMock([calendarSlot(own), busySlot(quarterHourIn(5))])],
    });
    const week = await screen.findByRole('list', { name: weekLabel });
    const items = within(week).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName(expect.stringContaining('Geometry'));
    expect(within(items[0]).getByText(/Tomás Rivera/)).toBeInTheDocument();
    expect(items[1]).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${busy}, `)));
    expect(within(items[1]).getByText(busy)).toBeInTheDocument();
    expect(items[1]).not.toHaveTextContent(/Geometry|Algebra|Tomás|Ana/);
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a busy slot as Busy in the session dialog’s day agenda', async () => {
    // Mid-morning, so the busy slot two hours later is on the same day whatever the time of the run.
    const start = midMorningIn(2);
    const edited = session({ startTime: start.toISOString() });
    renderWithProviders(<SessionFormDialog isOpen viewerId={TUTOR.id} session={edited} onClose={jest.fn()} />, {
      user: { ...testUser({ profileTypes: ['TUTOR'] }), id: TUTOR.id },
      mocks: [weekMock([calendarSlot(edited), busySlot(new Date(start.getTime() + 2 * HOUR))])],
    });
    const agenda = await screen.findByRole('region', { name: /^Your sessions on / });
    const entries = await within(agenda).findAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent(/ · Busy$/);
  });
});

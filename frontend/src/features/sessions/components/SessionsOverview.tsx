import { Button, Callout, Card, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { ReactNode, useMemo } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/graphql-errors';
import { useCompletedSessionSummaryQuery } from '../graphql/get-completed-session-summary-v3';
import { CalendarSlot, useSessionsThisWeekQuery } from '../graphql/get-sessions-this-week';
import { useUpcomingSessionsQuery } from '../graphql/get-upcoming-sessions';
import { useNow } from '../hooks/useNow';
import { localDateKey, useUserTimeZone, yearMonthOf } from '../../../lib/time/time-zone';
import { weekOf, withNeighbourDays } from '../session-times';
import { SessionCard } from './SessionCard';
import './sessions.css';

/**
 * Session summaries for other screens (the dashboard composes them in app/): the next upcoming
 * sessions, the tutor's sessions this week and the count of ended sessions still missing the
 * viewer's summary or feedback. Cards offer Join only; editing and cancelling stay on /sessions.
 */

function LoadFailed({ messageId, error, onRetry }: { messageId: string; error?: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Callout intent="danger" role="alert" compact title={intl.formatMessage({ id: messageId })}>
      {error !== undefined && <p className={Classes.TEXT_MUTED}>{errorMessage(error)}</p>}
      <Button size="small" variant="outlined" text={<FormattedMessage id="sessions.retry" />} onClick={onRetry} />
    </Callout>
  );
}

/** The first `limit` upcoming sessions (any type), soonest first; `empty` when there are none. */
export function NextSessions({ viewerId, isTutorContext, limit, empty }: { viewerId: string; isTutorContext: boolean; limit: number; empty: ReactNode }) {
  const intl = useIntl();
  const now = useNow();
  const { data, loading, error, refetch } = useUpcomingSessionsQuery({ isTutorContext, pageNum: 1 });
  const page = data?.getUpcomingSessions;
  if (!page && loading) return <Spinner size={24} aria-label={intl.formatMessage({ id: 'sessions.loading' })} />;
  if (!page || (error && !loading)) return <LoadFailed messageId="sessions.error.upcoming" error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (page.sessions.length === 0) return <>{empty}</>;
  return (
    <div className="session-list" role="list" aria-label={intl.formatMessage({ id: 'sessions.tab.upcoming' })}>
      {page.sessions.slice(0, limit).map((session) => (
        <SessionCard key={session.id} session={session} viewerId={viewerId} now={now} />
      ))}
    </div>
  );
}

/** A time the tutor spends with someone else: only when, never with whom or what (the server sends nothing more). */
function BusySlotCard({ slot }: { slot: CalendarSlot }) {
  const intl = useIntl();
  const busy = intl.formatMessage({ id: 'sessions.busy' });
  return (
    <Card className="session-card session-card-busy" role="listitem" aria-label={`${busy}, ${intl.formatDate(slot.startTime, { dateStyle: 'medium', timeStyle: 'short' })}`}>
      <div className="session-card-main">
        <strong className="session-card-subject">{busy}</strong>
        <div className={Classes.TEXT_MUTED}>
          <FormattedMessage
            id="sessions.when"
            values={{
              date: <FormattedDate value={slot.startTime} weekday="long" month="long" day="numeric" />,
              start: <FormattedTime value={slot.startTime} />,
              end: <FormattedTime value={slot.endTime} timeZoneName="short" />,
            }}
          />
        </div>
      </div>
    </Card>
  );
}

/** The tutor's calendar of the user's current Sunday-to-Saturday week that has not ended yet: sessions the viewer may see, and busy slots. */
export function SessionsThisWeek({ tutorId, viewerId }: { tutorId: string; viewerId: string }) {
  const intl = useIntl();
  const now = useNow();
  const timeZone = useUserTimeZone();
  const today = localDateKey(now, timeZone);
  const week = useMemo(() => new Set(weekOf(today)), [today]);
  const dates = useMemo(() => withNeighbourDays([...week]), [week]);
  const { data, loading, error, refetch } = useSessionsThisWeekQuery({ tutorId, dates });
  const slots = data?.getSessionsThisWeek;
  if (!slots && loading) return <Spinner size={24} aria-label={intl.formatMessage({ id: 'sessions.loading' })} />;
  if (!slots || (error && !loading)) return <LoadFailed messageId="sessions.error.thisWeek" error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  const ahead = slots
    .filter((slot) => new Date(slot.endTime).getTime() > now.getTime() && week.has(localDateKey(slot.startTime, timeZone)))
    .sort((a, b) => new Date(a.startTime).getTime() - new Date(b.startTime).getTime());
  if (ahead.length === 0) return <NonIdealState icon="calendar" description={<FormattedMessage id="sessions.empty.thisWeek" />} />;
  return (
    <div className="session-list" role="list" aria-label={intl.formatMessage({ id: 'sessions.thisWeek' })}>
      {ahead.map((slot) =>
        slot.session ? (
          <SessionCard key={slot.session.id} session={slot.session} viewerId={viewerId} now={now} />
        ) : (
          <BusySlotCard key={`busy-${slot.startTime}-${slot.endTime}`} slot={slot} />
        ),
      )}
    </div>
  );
}

/**
 * This month's ended sessions without the tutor's summary (tutor context) or the client's feedback
 * (client context), given to `children` as a count: null while loading or after a failure.
 */
export function AwaitingFeedbackCount({ isTutorContext, children }: { isTutorContext: boolean; children: (count: number | null) => ReactNode }) {
  const now = useNow();
  const { year, month } = yearMonthOf(now, useUserTimeZone());
  const { data } = useCompletedSessionSummaryQuery({ input: { isTutorContext, month, year } });
  const summaries = data?.getCompletedSessionSummaryV3.summaries;
  return <>{children(summaries ? summaries.reduce((sum, each) => sum + each.sessionIdsWithoutFeedback.length, 0) : null)}</>;
}

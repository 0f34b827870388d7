import { Button, Callout, Card, Classes, Collapse, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { ClientSessionSummary, useCompletedSessionSummaryQuery } from '../graphql/get-completed-session-summary-v3';
import { useSessionSummariesByPairIdQuery } from '../graphql/get-session-summaries-by-pair-id';
import { Session } from '../graphql/session-fields';
import { useNow } from '../hooks/useNow';
import { useMonthParam, YearMonth } from '../../../lib/useMonthParam';
import { useUserTimeZone, yearMonthOf } from '../../../lib/time/time-zone';
import { fullName } from '../session-view';
import { CancelSessionDialog } from './CancelSessionDialog';
import { FeedbackDialog } from './FeedbackDialog';
import { MonthPicker, monthLabel } from './MonthPicker';
import { PaymentErrorSessions } from './PaymentErrorSessions';
import { ReviewDialog } from './ReviewDialog';
import { SessionFormDialog } from './SessionFormDialog';

interface Props {
  viewerId: string;
  isTutorContext: boolean;
}

/**
 * Completed sessions: first any whose payment failed (with the fix flow), then the month's sessions
 * per person; a client leaves feedback and a tutor writes summaries where they are missing, and a
 * recently completed session can be edited or deleted until its processing time.
 */
export function CompletedSessions({ viewerId, isTutorContext }: Props) {
  const intl = useIntl();
  const [month, move] = useMonthParam();
  const { data, loading, error, refetch } = useCompletedSessionSummaryQuery({ input: { isTutorContext, month: month.month, year: month.year } });
  const summary = data?.getCompletedSessionSummaryV3;
  return (
    <div className="completed-sessions">
      <PaymentErrorSessions isTutorContext={isTutorContext} />
      <MonthPicker value={month} onMove={move} />
      {!summary && loading ? (
        <Spinner size={24} aria-label={intl.formatMessage({ id: 'sessions.loading' })} />
      ) : !summary || (error && !loading) ? (
        <Callout intent="danger" role="alert" compact title={intl.formatMessage({ id: 'sessions.error.completed' })}>
          <Button size="small" variant="outlined" text={<FormattedMessage id="sessions.retry" />} onClick={() => void refetch().catch(() => undefined)} />
        </Callout>
      ) : summary.summaries.length === 0 ? (
        <NonIdealState icon="history" description={<FormattedMessage id="sessions.empty.completed" values={{ month: monthLabel(intl.formatDate, month) }} />} />
      ) : (
        <div role="list" aria-label={intl.formatMessage({ id: 'sessions.tab.completed' })}>
          {summary.summaries.map((each) => (
            <PersonSessions key={each.user.id} summary={each} month={month} viewerId={viewerId} isTutorContext={isTutorContext} />
          ))}
        </div>
      )}
    </div>
  );
}

function PersonSessions({ summary, month, viewerId, isTutorContext }: { summary: ClientSessionSummary; month: YearMonth } & Props) {
  const [open, setOpen] = useState(summary.sessionIdsWithoutFeedback.length > 0);
  const [reviewing, setReviewing] = useState(false);
  const missing = summary.sessionIdsWithoutFeedback.length;
  return (
    <Card className="completed-person" role="listitem" aria-label={fullName(summary.user)}>
      <div className="completed-person-header">
        <strong>{fullName(summary.user)}</strong>{' '}
        <span className={Classes.TEXT_MUTED}>
          <FormattedMessage id="sessions.completed.sessions" values={{ count: summary.numSessions, hours: Math.round((summary.numMins / 60) * 10) / 10 }} />
        </span>{' '}
        {missing > 0 && (
          <Tag intent="warning" minimal round>
            <FormattedMessage id={isTutorContext ? 'sessions.completed.needsSummary' : 'sessions.completed.needsFeedback'} values={{ count: missing }} />
          </Tag>
        )}
        {summary.pairId && (
          <Button
            variant="minimal"
            size="small"
            icon={open ? 'chevron-up' : 'chevron-down'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            text={<FormattedMessage id={open ? 'sessions.completed.hideSessions' : 'sessions.completed.showSessions'} />}
          />
        )}
        {!isTutorContext && (
          <Button
            variant="minimal"
            size="small"
            icon="star"
            onClick={() => setReviewing(true)}
            text={<FormattedMessage id="sessions.review.open" values={{ name: fullName(summary.user) }} />}
          />
        )}
      </div>
      {reviewing && <ReviewDialog tutor={summary.user} viewerId={viewerId} onClose={() => setReviewing(false)} />}
      <Collapse isOpen={open}>{open && summary.pairId && <PairSessions pairId={summary.pairId} month={month} missing={summary.sessionIdsWithoutFeedback} viewerId={viewerId} isTutorContext={isTutorContext} />}</Collapse>
    </Card>
  );
}

function PairSessions({ pairId, month, missing, viewerId, isTutorContext }: { pairId: string; month: YearMonth; missing: string[] } & Props) {
  const intl = useIntl();
  const now = useNow();
  const timeZone = useUserTimeZone();
  const { data, loading, refetch } = useSessionSummariesByPairIdQuery(pairId);
  const [feedbackFor, setFeedbackFor] = useState<Session | null>(null);
  const [editing, setEditing] = useState<Session | null>(null);
  const [deleting, setDeleting] = useState<Session | null>(null);
  if (!data && loading) return <Spinner size={20} />;
  if (!data) {
    return (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="sessions.completed.sessionsFailed" />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="sessions.retry" />} />
      </Callout>
    );
  }
  const sessions = data.getSessionSummariesByPairId.filter((session) => {
    const shown = yearMonthOf(session.startTime, timeZone);
    return shown.year === month.year && shown.month === month.month;
  });
  return (
    <>
      <ul className={`completed-session-list ${Classes.LIST_UNSTYLED}`}>
        {sessions.map((session) => {
          const editable = session.status === 'RECENTLY_COMPLETED' && new Date(session.processingTime).getTime() > now.getTime();
          const text = isTutorContext ? session.tutorSummary : session.clientFeedback;
          return (
            <li key={session.id} className="completed-session" data-session-id={session.id}>
              <div className="completed-session-title">
                <strong>{session.subject}</strong> · <FormattedDate value={session.startTime} dateStyle="medium" />, <FormattedTime value={session.startTime} /> –{' '}
                <FormattedTime value={session.endTime} />{' '}
                <Tag minimal intent={session.status === 'ERROR' ? 'danger' : 'none'}>
                  <FormattedMessage id={`sessions.status.${session.status}`} />
                </Tag>{' '}
                {session.isPaid && (
                  <Tag minimal intent="success" icon="tick">
                    <FormattedMessage id="sessions.completed.paid" />
                  </Tag>
                )}
              </div>
              {session.tutorSummary && !isTutorContext && (
                <p className={Classes.TEXT_MUTED}>
                  <FormattedMessage id="sessions.completed.summary" values={{ text: session.tutorSummary }} />
                </p>
              )}
              {text && (
                <p className={Classes.TEXT_MUTED}>
                  <FormattedMessage id={isTutorContext ? 'sessions.completed.summary' : 'sessions.completed.feedback'} values={{ text }} />
                </p>
              )}
              <div className="completed-session-actions">
                {(missing.includes(session.id) || !text) && session.status !== 'CANCELLED' && (
                  <Button
                    size="small"
                    intent={missing.includes(session.id) ? 'primary' : 'none'}
                    icon="comment"
                    onClick={() => setFeedbackFor(session)}
                    text={<FormattedMessage id={isTutorContext ? 'sessions.completed.writeSummary' : 'sessions.completed.leaveFeedback'} />}
                  />
                )}
                {editable && (
                  <>
                    <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                      <FormattedMessage id="sessions.completed.editableUntil" values={{ date: intl.formatDate(session.processingTime, { dateStyle: 'medium', timeStyle: 'short' }) }} />
                    </span>
                    {isTutorContext && <Button size="small" variant="outlined" icon="edit" onClick={() => setEditing(session)} text={<FormattedMessage id="sessions.edit" />} />}
                    <Button size="small" variant="minimal" intent="danger" icon="trash" onClick={() => setDeleting(session)} text={<FormattedMessage id="sessions.cancel" />} />
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {feedbackFor && <FeedbackDialog session={feedbackFor} role={isTutorContext ? 'tutor' : 'client'} onClose={() => setFeedbackFor(null)} />}
      {editing && <SessionFormDialog isOpen session={editing} viewerId={viewerId} onClose={() => setEditing(null)} />}
      {deleting && <CancelSessionDialog session={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

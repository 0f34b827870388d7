import { Button, Card, Classes, Tag } from '@blueprintjs/core';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Session } from '../graphql/session-fields';
import { sessionPhase } from '../session-times';
import { fullName, isDropIn, isOnline, otherParticipants } from '../session-view';
import { JoinButton } from './JoinButton';

export interface SessionCardActions {
  onEdit?: (session: Session) => void;
  onCancel?: (session: Session) => void;
  onDrop?: (session: Session) => void;
  onReport?: (session: Session) => void;
}

/** One session in a list: what, with whom, when, where (a Join link when online), and what can be done. */
export function SessionCard({ session, viewerId, now, onEdit, onCancel, onDrop, onReport }: { session: Session; viewerId: string; now: Date } & SessionCardActions) {
  const intl = useIntl();
  const others = otherParticipants(session, viewerId);
  const inProgress = sessionPhase(session, now) === 'inProgress';
  const label = `${session.subject}, ${intl.formatDate(session.startTime, { dateStyle: 'medium', timeStyle: 'short' })}`;
  return (
    <Card className="session-card" data-session-id={session.id} aria-label={label} role="listitem">
      <div className="session-card-main">
        <strong className="session-card-subject">{session.subject}</strong>
        {others.length > 0 && (
          <span className="session-card-with">
            {' '}
            <FormattedMessage id="sessions.with" values={{ names: intl.formatList(others.map(fullName)) }} />
          </span>
        )}
        <div className={Classes.TEXT_MUTED}>
          <FormattedMessage
            id="sessions.when"
            values={{
              date: <FormattedDate value={session.startTime} weekday="long" month="long" day="numeric" />,
              start: <FormattedTime value={session.startTime} />,
              end: <FormattedTime value={session.endTime} timeZoneName="short" />,
            }}
          />
        </div>
        <div className="session-card-tags">
          {inProgress && (
            <Tag intent="success" minimal>
              <FormattedMessage id="sessions.inProgress" />
            </Tag>
          )}
          {session.sessionType !== 'ONE_ON_ONE' && (
            <Tag minimal>
              <FormattedMessage id={`sessions.type.${session.sessionType}`} />
            </Tag>
          )}
          <Tag minimal icon={isOnline(session) ? 'video' : 'map-marker'}>
            <FormattedMessage id={`sessions.meeting.${session.meetingSolution}`} />
            {session.physicalSessionOptions && `: ${session.physicalSessionOptions.locationName}`}
          </Tag>
          {session.recurringSessionId && (
            <Tag minimal icon="repeat">
              <FormattedMessage id="sessions.recurring" />
            </Tag>
          )}
        </div>
      </div>
      <div className="session-card-actions">
        <JoinButton session={session} />
        {onEdit && <Button variant="outlined" icon="edit" onClick={() => onEdit(session)} text={<FormattedMessage id="sessions.edit" />} />}
        {onDrop && isDropIn(session) && <Button variant="minimal" icon="log-out" onClick={() => onDrop(session)} text={<FormattedMessage id="sessions.drop" />} />}
        {onReport && isOnline(session) && <Button variant="minimal" icon="issue" onClick={() => onReport(session)} text={<FormattedMessage id="sessions.report.open" />} />}
        {onCancel && <Button variant="minimal" intent="danger" icon="cross" onClick={() => onCancel(session)} text={<FormattedMessage id="sessions.cancel" />} />}
      </div>
    </Card>
  );
}

import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, Tag, TextArea } from '@blueprintjs/core';
import { ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RelativeTime } from '../../../components/RelativeTime';
import { errorMessage } from '../../../lib/graphql-errors';
import { useAcceptTutoringRequestMutation } from '../graphql/accept-tutoring-request';
import { TutoringRequest } from '../graphql/conversation-fields';
import { useDeclineTutoringRequestMutation } from '../graphql/decline-tutoring-request';
import { gradeLevelLabel } from '../grade-level';

const WEEKDAY_ORDER = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const SESSION_TYPES = ['no-preference', 'in-person', 'online'];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/** The request's details with the spec's fallbacks (section 8); the tutor accepts or declines a pending one atop the conversation (AcceptOrDecline). */
export function RequestDetails({ request }: { request: TutoringRequest | null; viewerIsTutor?: boolean }) {
  const intl = useIntl();
  if (!request) {
    return (
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="conversation.details.none" />
      </p>
    );
  }
  const fallback = (id: string) => <span className={Classes.TEXT_MUTED}>{intl.formatMessage({ id })}</span>;
  const days = (request.daysAvailable ?? []).filter((day) => WEEKDAY_ORDER.includes(day));
  const location = [request.city && request.state ? `${request.city}, ${request.state}` : request.city ?? request.state, request.zipCode].filter(Boolean).join(' ');
  return (
    <div className="conversation-details">
      <Tag minimal intent={request.status === 'ACCEPTED' ? 'success' : request.status === 'PENDING' ? 'primary' : 'none'}>
        <FormattedMessage id={`conversation.status.${request.status}`} />
      </Tag>
      <dl>
        <Detail label="conversation.details.subject">{request.subject?.trim() ? request.subject : fallback('conversation.fallback.subject')}</Detail>
        <Detail label="conversation.details.grade">
          {gradeLevelLabel(intl, request.gradeLevel) ?? fallback('conversation.fallback.grade')}
        </Detail>
        <Detail label="conversation.details.sessionType">
          {request.sessionType && SESSION_TYPES.includes(request.sessionType)
            ? intl.formatMessage({ id: `conversation.sessionType.${request.sessionType}` })
            : fallback('conversation.fallback.sessionType')}
        </Detail>
        <Detail label="conversation.details.location">{location ? location : fallback('conversation.fallback.location')}</Detail>
        <Detail label="conversation.details.days">
          {days.length > 0
            ? days.map((day) => intl.formatDate(Date.UTC(2024, 0, 1 + WEEKDAY_ORDER.indexOf(day), 12), { weekday: 'long', timeZone: 'UTC' })).join(', ')
            : fallback('conversation.fallback.days')}
        </Detail>
        <Detail label="conversation.details.availability">{request.timeAvailable?.trim() ? request.timeAvailable : fallback('conversation.fallback.availability')}</Detail>
        {request.note?.trim() && <Detail label="conversation.details.note">{request.note}</Detail>}
        {request.files.length > 0 && (
          <Detail label="conversation.details.files">
            <ul className={Classes.LIST_UNSTYLED}>
              {request.files.map((file) => (
                <li key={file.url}>
                  <a href={file.url} target="_blank" rel="noreferrer">
                    {file.filename}
                  </a>
                </li>
              ))}
            </ul>
          </Detail>
        )}
        <Detail label="conversation.details.sent">
          <RelativeTime moment={request.createdAt} />
        </Detail>
      </dl>
    </div>
  );
}

/** The tutor's Accept and Decline of a pending request, shown atop the conversation where the tutor reads it. */
export function AcceptOrDecline({ requestId }: { requestId: string }) {
  const intl = useIntl();
  const [accept, accepting] = useAcceptTutoringRequestMutation();
  const [decline, declining] = useDeclineTutoringRequestMutation();
  const [declineOpen, setDeclineOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [messageMissing, setMessageMissing] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    }
  };

  const submitDecline = async () => {
    if (!message.trim()) {
      setMessageMissing(true);
      return;
    }
    if (await run(() => decline({ variables: { requestId, message: message.trim() } }))) setDeclineOpen(false);
  };

  return (
    <>
      <div className="conversation-request-actions">
        <Button intent="success" icon="tick" loading={accepting.loading} text={<FormattedMessage id="conversation.accept" />} onClick={() => void run(() => accept({ variables: { requestId } }))} />
        <Button intent="danger" variant="outlined" icon="cross" text={<FormattedMessage id="conversation.decline" />} onClick={() => setDeclineOpen(true)} />
      </div>
      {error && !declineOpen && (
        <Callout intent="danger" compact role="alert">
          {error}
        </Callout>
      )}
      <Dialog isOpen={declineOpen} onClose={() => setDeclineOpen(false)} title={intl.formatMessage({ id: 'conversation.declineTitle' })}>
        <DialogBody>
          <FormGroup
            label={<FormattedMessage id="conversation.declineMessage" />}
            labelFor="decline-message"
            intent={messageMissing ? 'danger' : 'none'}
            helperText={messageMissing ? <span id="decline-message-error">{intl.formatMessage({ id: 'conversation.declineRequired' })}</span> : undefined}
          >
            <TextArea
              id="decline-message"
              fill
              rows={4}
              value={message}
              placeholder={intl.formatMessage({ id: 'conversation.declinePlaceholder' })}
              aria-describedby={messageMissing ? 'decline-message-error' : undefined}
              onChange={(event) => {
                setMessage(event.currentTarget.value);
                setMessageMissing(false);
              }}
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" compact role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" text={<FormattedMessage id="conversation.cancel" />} onClick={() => setDeclineOpen(false)} />
              <Button intent="danger" loading={declining.loading} text={<FormattedMessage id="conversation.declineSubmit" />} onClick={() => void submitDecline()} />
            </>
          }
        />
      </Dialog>
    </>
  );
}

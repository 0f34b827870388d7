import { Button, Callout, Classes, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/graphql-errors';
import type { AuditStreamKind } from '../../../lib/graphql/generated';
import { useAuditCorrelationHistoryQuery } from '../graphql/get-audit-correlation-history';
import { AuditEvent, AuditHistoryPage, useAuditStreamHistoryQuery } from '../graphql/get-audit-stream-history';
import { historyPath } from './HistoryLink';

/** The kinds of /admin/history/<kind>/<id>, with the API's name for each; `correlation` follows one correlation across streams. */
const STREAM_KINDS: Record<string, AuditStreamKind> = {
  session: 'SESSION',
  payout: 'PAYOUT',
  'payment-account': 'PAYMENT_ACCOUNT',
  user: 'USER',
  pair: 'PAIR',
  request: 'REQUEST',
  conversation: 'CONVERSATION',
  tutor: 'TUTOR',
  lead: 'LEAD',
  inquiry: 'INQUIRY',
};
const CORRELATION = 'correlation';
const HISTORY_KINDS = [...Object.keys(STREAM_KINDS), CORRELATION];
/** Kinds whose id is a user's: the page links the user's other histories. */
const USER_KINDS = ['user', 'tutor', 'payment-account'];
/** A session id is a UUID; a group session's payout share is `<sessionId>-<clientId>`. */
const SESSION_ID_LENGTH = 36;

/** The histories one click away from this one: a user's other streams, a session's payout and back. */
function relatedHistories(kind: string, id: string): Array<{ kind: string; id: string }> {
  if (USER_KINDS.includes(kind)) return USER_KINDS.filter((other) => other !== kind).map((other) => ({ kind: other, id }));
  if (kind === 'session') return [{ kind: 'payout', id }];
  if (kind === 'payout') return [{ kind: 'session', id: id.slice(0, SESSION_ID_LENGTH) }];
  return [];
}
export const HISTORY_PAGE_SIZE = 50;

/**
 * The History tab: the id form, and with a kind and an id in the path (/admin/history/<kind>/<id>)
 * that thing's whole history, or one correlation's events across every stream, a page at a time.
 */
export function HistoryTab({ kind, id }: { kind?: string; id?: string }) {
  const shown = kind && id && HISTORY_KINDS.includes(kind) ? { kind, id } : null;
  return (
    <section className="admin-history-tab">
      <HistoryIdForm key={shown ? `form:${shown.kind}/${shown.id}` : 'form'} kind={shown?.kind ?? 'session'} id={shown?.id ?? ''} />
      {shown ? <HistoryView key={`view:${shown.kind}/${shown.id}`} kind={shown.kind} id={shown.id} /> : null}
    </section>
  );
}

function HistoryIdForm({ kind: initialKind, id: initialId }: { kind: string; id: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [kind, setKind] = useState(initialKind);
  const [id, setId] = useState(initialId);
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id.trim() === '') {
      setProblem(true);
      return;
    }
    navigate(historyPath(kind, id.trim()));
  };
  return (
    <form className="admin-history-form" onSubmit={submit} noValidate>
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.history.hint" />
      </p>
      <div className="admin-history-form-row">
        <FormGroup label={<FormattedMessage id="admin.history.kindLabel" />} labelFor="admin-history-kind">
          <HTMLSelect
            id="admin-history-kind"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value)}
            options={HISTORY_KINDS.map((value) => ({ value, label: intl.formatMessage({ id: `admin.history.kind.${value}` }) }))}
          />
        </FormGroup>
        <FormGroup
          label={<FormattedMessage id="admin.history.idLabel" />}
          labelFor="admin-history-id"
          intent={problem ? 'danger' : 'none'}
          helperText={problem ? <FormattedMessage id="admin.history.idRequired" /> : undefined}
        >
          <InputGroup
            id="admin-history-id"
            value={id}
            placeholder={intl.formatMessage({ id: 'admin.history.idPlaceholder' })}
            intent={problem ? 'danger' : 'none'}
            onChange={(event) => {
              setId(event.currentTarget.value);
              setProblem(false);
            }}
          />
        </FormGroup>
        <Button type="submit" intent="primary" icon="history" text={<FormattedMessage id="admin.history.show" />} />
      </div>
    </form>
  );
}

function HistoryView({ kind, id }: { kind: string; id: string }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Math.floor(Number(params.get('offset')) || 0));
  const isCorrelation = kind === CORRELATION;
  const page = { offset, limit: HISTORY_PAGE_SIZE };
  const stream = useAuditStreamHistoryQuery({ kind: STREAM_KINDS[kind] ?? 'SESSION', id, ...page }, isCorrelation);
  const correlation = useAuditCorrelationHistoryQuery({ correlationId: id, ...page }, !isCorrelation);
  const { loading, error, refetch } = isCorrelation ? correlation : stream;
  const history: AuditHistoryPage | undefined = isCorrelation ? correlation.data?.getAuditCorrelationHistory : stream.data?.getAuditStreamHistory;
  const moveTo = (nextOffset: number) => setParams(nextOffset > 0 ? { offset: String(nextOffset) } : {});
  const related = relatedHistories(kind, id);

  let body;
  if (error && !history) {
    body = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.history.loadFailed" values={{ message: errorMessage(error) }} />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.retry" />} />
      </Callout>
    );
  } else if (!history) {
    body = <Spinner size={24} />;
  } else if (history.total === 0) {
    body = <NonIdealState icon="history" description={<FormattedMessage id="admin.history.empty" />} />;
  } else {
    const last = Math.min(history.offset + history.events.length, history.total);
    body = (
      <>
        <HistoryPager history={history} onMove={moveTo} />
        <HTMLTable striped compact className="admin-table admin-history-table" aria-label={intl.formatMessage({ id: 'admin.history.table' })}>
          <thead>
            <tr>
              {['time', 'event', 'actor', 'stream', 'correlation'].map((column) => (
                <th key={column}>
                  <FormattedMessage id={`admin.history.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.events.map((event) => (
              <HistoryRow key={event.id} event={event} correlationShown={isCorrelation ? id : null} />
            ))}
          </tbody>
        </HTMLTable>
        {last < history.total || history.offset > 0 ? <HistoryPager history={history} onMove={moveTo} /> : null}
      </>
    );
  }
  return (
    <section aria-busy={loading} aria-labelledby="admin-history-heading">
      <h3 id="admin-history-heading" className="admin-history-heading">
        <FormattedMessage id="admin.history.heading" values={{ kind: intl.formatMessage({ id: `admin.history.kind.${kind}` }), id }} />
      </h3>
      {related.length > 0 ? (
        <p className="admin-history-related">
          <FormattedMessage id="admin.history.related" />{' '}
          {related.map((other) => (
            <Link key={other.kind} to={historyPath(other.kind, other.id)} className="admin-history-related-link">
              <FormattedMessage id={`admin.history.kind.${other.kind}`} />
            </Link>
          ))}
        </p>
      ) : null}
      {body}
    </section>
  );
}

function HistoryPager({ history, onMove }: { history: AuditHistoryPage; onMove: (offset: number) => void }) {
  const last = Math.min(history.offset + history.events.length, history.total);
  return (
    <div className="admin-history-pager">
      <Button
        size="small"
        icon="chevron-left"
        disabled={history.offset === 0}
        onClick={() => onMove(Math.max(0, history.offset - history.limit))}
        text={<FormattedMessage id="admin.history.previous" />}
      />
      <span role="status">
        <FormattedMessage id="admin.history.range" values={{ from: history.events.length > 0 ? history.offset + 1 : 0, to: last, total: history.total }} />
      </span>
      <Button size="small" endIcon="chevron-right" disabled={last >= history.total} onClick={() => onMove(history.offset + history.limit)} text={<FormattedMessage id="admin.history.next" />} />
    </div>
  );
}

function HistoryRow({ event, correlationShown }: { event: AuditEvent; correlationShown: string | null }) {
  const intl = useIntl();
  const values = Object.fromEntries(event.description.values.map(({ name, value }) => [name, value]));
  return (
    <tr data-event-type={event.type} data-event-id={event.id}>
      <td className="admin-history-time">
        <FormattedDate value={event.occurredAt} dateStyle="medium" timeStyle="medium" />
      </td>
      <td>
        <div>{intl.formatMessage({ id: event.description.messageId, defaultMessage: event.type }, values)}</div>
        <code className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{event.type}</code>
      </td>
      <td>
        <ActorCell actor={event.actor} />
      </td>
      <td className={Classes.TEXT_SMALL}>
        <code>{event.streamId}</code> #{event.revision}
      </td>
      <td className={Classes.TEXT_SMALL}>
        {correlationShown === event.correlationId ? (
          <code>{event.correlationId}</code>
        ) : (
          <Link to={historyPath(CORRELATION, event.correlationId)} aria-label={intl.formatMessage({ id: 'admin.history.followCorrelation' }, { correlationId: event.correlationId })}>
            <code>{event.correlationId}</code>
          </Link>
        )}
        {event.causationId !== event.correlationId ? (
          <div className={Classes.TEXT_MUTED}>
            <FormattedMessage id="admin.history.causation" values={{ causationId: event.causationId }} />
          </div>
        ) : null}
      </td>
    </tr>
  );
}

function ActorCell({ actor }: { actor: AuditEvent['actor'] }) {
  const intl = useIntl();
  const person = actor.deleted
    ? intl.formatMessage({ id: 'admin.history.deletedUser' })
    : actor.name || (actor.userId ? intl.formatMessage({ id: 'admin.history.unknownUser' }) : null);
  const role = (
    <Tag minimal round className="admin-history-role">
      <FormattedMessage id={`admin.history.role.${actor.role}`} />
    </Tag>
  );
  const onBehalf = actor.role === 'REACTION' || actor.role === 'SYSTEM_JOB' || actor.role === 'SYSTEM';
  return (
    <span className="admin-history-actor">
      {onBehalf ? (
        <>
          {role}
          {person ? (
            <span className={Classes.TEXT_MUTED}>
              {' '}
              <FormattedMessage id="admin.history.onBehalfOf" values={{ name: person }} />
            </span>
          ) : null}
        </>
      ) : (
        <>
          {person} {role}
        </>
      )}
    </span>
  );
}

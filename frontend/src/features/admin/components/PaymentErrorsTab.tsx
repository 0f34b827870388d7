import { Button, Callout, Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/graphql-errors';
import { useAdminFixErrorSessionMutation } from '../graphql/admin-fix-error-session';
import { AdminPaymentErrorSession, AdminSessionParty, useAdminPaymentErrorSessionsQuery } from '../graphql/get-admin-payment-error-sessions';
import { useSendErrorMessageFollowUpMutation } from '../graphql/send-error-message-follow-up-to-user';
import { useMonthParam } from '../../../lib/useMonthParam';
import { useAdminRetrySessionPayoutMutation } from '../graphql/admin-retry-session-payout';
import { AdminMonthPicker } from './AdminMonthPicker';
import { HistoryLink } from './HistoryLink';

/** The month's sessions whose payout failed: reason, people and amounts, fixed (processed again) or followed up by e-mail. */
export function PaymentErrorsTab() {
  const intl = useIntl();
  const [month, move] = useMonthParam();
  const { data, loading, error, refetch } = useAdminPaymentErrorSessionsQuery(month);
  const sessions = data?.getAdminPaymentErrorSessions;
  let body;
  if (error && !sessions) {
    body = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.paymentErrors.loadFailed" />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.retry" />} />
      </Callout>
    );
  } else if (!sessions) {
    body = <Spinner size={24} />;
  } else if (sessions.length === 0) {
    body = <NonIdealState icon="tick-circle" description={<FormattedMessage id="admin.paymentErrors.empty" />} />;
  } else {
    body = (
      <HTMLTable striped compact className="admin-payment-errors" aria-label={intl.formatMessage({ id: 'admin.paymentErrors.table' })}>
        <thead>
          <tr>
            <th>
              <FormattedMessage id="admin.paymentErrors.session" />
            </th>
            <th>
              <FormattedMessage id="admin.paymentErrors.tutor" />
            </th>
            <th>
              <FormattedMessage id="admin.paymentErrors.client" />
            </th>
            <th>
              <FormattedMessage id="admin.paymentErrors.amount" />
            </th>
            <th>
              <FormattedMessage id="admin.paymentErrors.reason" />
            </th>
            <th>
              <FormattedMessage id="admin.paymentErrors.processingTime" />
            </th>
            <th>
              <FormattedMessage id="admin.paymentErrors.actions" />
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <PaymentErrorRow key={session.sessionId} session={session} />
          ))}
        </tbody>
      </HTMLTable>
    );
  }
  return (
    <section className="admin-payment-errors-tab" aria-busy={loading}>
      <AdminMonthPicker value={month} onMove={move} />
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.paymentErrors.hint" />
      </p>
      {body}
    </section>
  );
}

function PartyCell({ party }: { party: AdminSessionParty | null }) {
  const name = party ? `${party.firstName} ${party.lastName}`.trim() : '';
  return (
    <td>
      {name || <FormattedMessage id="admin.paymentErrors.unknownUser" />}
      {party?.email && <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{party.email}</div>}
    </td>
  );
}

function PaymentErrorRow({ session }: { session: AdminPaymentErrorSession }) {
  const intl = useIntl();
  const [fix, fixing] = useAdminFixErrorSessionMutation();
  const [remind, reminding] = useSendErrorMessageFollowUpMutation();
  const [retry, retrying] = useAdminRetrySessionPayoutMutation();
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });

  const run = async (action: () => Promise<unknown>, successId: string) => {
    setBusy(true);
    try {
      await action();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: successId }) });
    } catch (error) {
      void showToast({ intent: 'danger', icon: 'error', message: intl.formatMessage({ id: 'admin.paymentErrors.actionFailed' }, { message: errorMessage(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr data-session-id={session.sessionId}>
      <td>
        <strong>{session.subject}</strong>
        <div className={Classes.TEXT_SMALL}>
          <FormattedDate value={session.startTime} dateStyle="medium" timeStyle="short" /> · <FormattedMessage id="admin.paymentErrors.minutes" values={{ minutes: session.minutes }} />
        </div>
      </td>
      <PartyCell party={session.tutor} />
      <PartyCell party={session.client} />
      <td>
        {session.clientTotalCents !== null ? (
          <>
            <strong>{money(session.clientTotalCents)}</strong>
            {session.tutorPayoutCents !== null && (
              <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                <FormattedMessage id="admin.paymentErrors.amountHint" values={{ client: money(session.clientTotalCents), tutor: money(session.tutorPayoutCents) }} />
              </div>
            )}
          </>
        ) : (
          <span className={Classes.TEXT_MUTED}>
            <FormattedMessage id="admin.paymentErrors.noAmount" />
          </span>
        )}
      </td>
      <td>{session.reason}</td>
      <td>
        <FormattedDate value={session.processingTime} dateStyle="medium" timeStyle="short" />
      </td>
      <td className="admin-payment-error-actions">
        <Button
          intent="primary"
          icon="wrench"
          size="small"
          loading={fixing.loading}
          disabled={busy}
          onClick={() => void run(() => fix({ variables: { sessionId: session.sessionId } }), 'admin.paymentErrors.fixed')}
          text={<FormattedMessage id="admin.paymentErrors.fix" />}
        />
        <Button
          icon="envelope"
          size="small"
          variant="minimal"
          loading={reminding.loading}
          disabled={busy}
          onClick={() => void run(() => remind({ variables: { sessionId: session.sessionId } }), 'admin.paymentErrors.reminded')}
          text={<FormattedMessage id="admin.paymentErrors.remind" />}
        />
        <Button
          icon="refresh"
          size="small"
          variant="minimal"
          loading={retrying.loading}
          disabled={busy}
          onClick={() => void run(() => retry({ variables: { sessionId: session.sessionId } }), 'admin.payouts.retried')}
          text={<FormattedMessage id="admin.payouts.retry" />}
        />
        <HistoryLink kind="session" id={session.sessionId} name={session.subject} />
      </td>
    </tr>
  );
}

import { Button, Callout, Classes, FormGroup, HTMLSelect, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { showToast } from '../../../components/toaster';
import { useErrorText } from '../../../lib/form-messages';
import { useMonthParam } from '../../../lib/useMonthParam';
import { useAdminRetrySessionPayoutMutation } from '../graphql/admin-retry-session-payout';
import { AdminPayout, useAdminPayoutsQuery } from '../graphql/get-admin-payouts';
import { shownName } from '../pricing-form';
import { AdminMonthPicker } from './AdminMonthPicker';
import { ReportLessonIssueDialog } from './ReportLessonIssueDialog';

const STATUSES = ['processing', 'error', 'partial', 'manual', 'stripeConnect'] as const;
/** Product names, the same in every language. */
const MANUAL_METHODS: Record<string, string> = { venmo: 'Venmo', paypal: 'PayPal' };
/** A payout not settled, or settled short, can be run again (it resumes, never paying twice). */
const RETRIABLE = new Set(['processing', 'error', 'partial']);

/** /admin/payouts: getAdminPayouts by month and status, each row retried, reported or traced to its history. */
export function PayoutsTab() {
  const intl = useIntl();
  const [month, move] = useMonthParam();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((each) => each === params.get('status')) ?? null;
  const [reporting, setReporting] = useState<string | null>(null);
  const { data, error, loading, refetch } = useAdminPayoutsQuery({ ...month, status });
  const payouts = data?.getAdminPayouts;
  let body;
  if (error && !payouts) {
    body = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.pricing.loadFailed" /> <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.pricing.retry" />} />
      </Callout>
    );
  } else if (!payouts) {
    body = <Spinner size={24} />;
  } else if (payouts.length === 0) {
    body = <NonIdealState icon="bank-account" description={<FormattedMessage id="admin.payouts.empty" />} />;
  } else {
    body = (
      <HTMLTable striped compact className="admin-table admin-payouts" aria-label={intl.formatMessage({ id: 'admin.payouts.table' })}>
        <thead>
          <tr>
            {(['session', 'client', 'tutor', 'status', 'amounts', 'actions'] as const).map((column) => (
              <th key={column}>
                <FormattedMessage id={`admin.payouts.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <PayoutRow key={`${payout.sessionId}:${payout.clientId}`} payout={payout} onReport={() => setReporting(payout.sessionId)} />
          ))}
        </tbody>
      </HTMLTable>
    );
  }
  return (
    <section className="admin-payouts-tab" aria-busy={loading}>
      <AdminMonthPicker value={month} onMove={move} />
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.payouts.hint" />
      </p>
      <FormGroup label={<FormattedMessage id="admin.payouts.status" />} labelFor="admin-payouts-status" inline>
        <HTMLSelect
          id="admin-payouts-status"
          value={status ?? ''}
          onChange={(event) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (event.currentTarget.value) updated.set('status', event.currentTarget.value);
                else updated.delete('status');
                return updated;
              },
              { replace: true },
            )
          }
          options={[{ value: '', label: intl.formatMessage({ id: 'admin.payouts.status.all' }) }, ...STATUSES.map((each) => ({ value: each, label: intl.formatMessage({ id: `admin.payouts.status.${each}` }) }))]}
        />
      </FormGroup>
      {body}
      {reporting && <ReportLessonIssueDialog sessionId={reporting} onClose={() => setReporting(null)} />}
    </section>
  );
}

function PayoutRow({ payout, onReport }: { payout: AdminPayout; onReport: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [retry, retrying] = useAdminRetrySessionPayoutMutation();
  const deletedUser = intl.formatMessage({ id: 'admin.pricing.deletedUser' });
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const statusLabel = STATUSES.includes(payout.status as (typeof STATUSES)[number]) ? intl.formatMessage({ id: `admin.payouts.status.${payout.status}` }) : payout.status;
  const runRetry = async () => {
    try {
      await retry({ variables: { sessionId: payout.sessionId } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.payouts.retried' }) });
    } catch (error) {
      void showToast({ intent: 'danger', icon: 'error', message: intl.formatMessage({ id: 'admin.payouts.actionFailed' }, { message: errorText(error) }) });
    }
  };
  return (
    <tr data-session-id={payout.sessionId}>
      <td>
        <FormattedDate value={payout.startedAt} dateStyle="medium" timeStyle="short" />
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          <FormattedMessage id="admin.payouts.minutes" values={{ minutes: payout.minutes }} /> · <FormattedMessage id="admin.payouts.attempt" values={{ attempt: payout.attempt }} />
        </div>
      </td>
      <td>{shownName(payout.client, deletedUser)}</td>
      <td>{shownName(payout.tutor, deletedUser)}</td>
      <td>
        <Tag minimal intent={payout.status === 'error' || payout.status === 'partial' ? 'danger' : payout.status === 'processing' ? 'warning' : 'success'}>
          {statusLabel}
        </Tag>
        {payout.failureReason && <div className={Classes.TEXT_SMALL}>{payout.failureReason}</div>}
      </td>
      <td>
        <FormattedMessage id="admin.payouts.amountsValue" values={{ client: money(payout.clientTotalCents), tutor: money(payout.tutorPayoutCents) }} />
        {payout.creditsAppliedCents > 0 && (
          <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            <FormattedMessage id="admin.payouts.credit" values={{ amount: money(payout.creditsAppliedCents) }} />
          </div>
        )}
        {payout.manualPayoutMethod && (
          <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            <FormattedMessage id="admin.payouts.manual" values={{ method: MANUAL_METHODS[payout.manualPayoutMethod] ?? payout.manualPayoutMethod, handle: payout.manualPayoutId ?? '' }} />
          </div>
        )}
      </td>
      <td className="admin-row-actions">
        {RETRIABLE.has(payout.status) && (
          <Button
            size="small"
            intent="primary"
            icon="refresh"
            loading={retrying.loading}
            onClick={() => void runRetry()}
            aria-label={intl.formatMessage({ id: 'admin.payouts.retryFor' }, { date: intl.formatDate(payout.startedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
            text={<FormattedMessage id="admin.payouts.retry" />}
          />
        )}
        <Button size="small" icon="flag" variant="minimal" onClick={onReport} text={<FormattedMessage id="admin.payouts.report" />} />
        <LinkButton size="small" variant="minimal" icon="history" to={`/admin/history/session/${payout.sessionId}`} text={<FormattedMessage id="admin.payouts.sessionHistory" />} />
        <LinkButton size="small" variant="minimal" icon="history" to={`/admin/history/payout/${payout.sessionId}`} text={<FormattedMessage id="admin.payouts.payoutHistory" />} />
      </td>
    </tr>
  );
}

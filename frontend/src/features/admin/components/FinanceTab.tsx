import { Button, Callout, Classes, FormGroup, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/graphql-errors';
import { useMonthParam } from '../../../lib/useMonthParam';
import { PayoutReplay, useAdminPayoutReplayQuery } from '../graphql/get-admin-payout-replay';
import { AdminMonthPicker } from './AdminMonthPicker';

/** Counts among the totals; every other total is money in cents. */
const COUNT_TOTALS = new Set(['sessions', 'payouts']);

interface WhatIfFees {
  clientFeePercent: number;
  tutorFeePercent: number;
}

/** Saves text as a file the browser downloads. */
function download(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * /admin/finance: the month's payout report: every payout recomputed from the log's facts and
 * compared with what was recorded, read from the finance read model (fast), the month's totals by
 * fee, credit and payout method, what-if totals at other fees, and the report as CSV. "Run full
 * replay" replays the whole log and compares with the payment provider's records too (the report
 * `npm run payouts:replay` prints; slow on a large log).
 */
export function FinanceTab() {
  const intl = useIntl();
  const [selected, move] = useMonthParam();
  const month = `${selected.year}-${String(selected.month).padStart(2, '0')}`;
  const [whatIf, setWhatIf] = useState<WhatIfFees | null>(null);
  // The full replay is asked for one month at a time: another month opens on the read model again.
  const [fullReplayMonth, setFullReplayMonth] = useState<string | null>(null);
  const fullReplay = fullReplayMonth === month;
  const { data, loading, error, refetch } = useAdminPayoutReplayQuery({
    month,
    clientFeePercent: whatIf?.clientFeePercent ?? null,
    tutorFeePercent: whatIf?.tutorFeePercent ?? null,
    ...(fullReplay ? { fullReplay } : {}),
  });
  const report = data?.getAdminPayoutReplay;

  let body;
  if (error && !report) {
    body = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.finance.loadFailed" values={{ message: errorMessage(error) }} />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.retry" />} />
      </Callout>
    );
  } else if (!report || report.month !== month) {
    body = <Spinner size={24} />;
  } else {
    body = <ReplayReport report={report} />;
  }
  return (
    <section className="admin-finance-tab" aria-busy={loading}>
      <AdminMonthPicker value={selected} onMove={move} />
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.finance.hint" />
      </p>
      <WhatIfForm applied={whatIf} onApply={setWhatIf} />
      {report && report.month === month && <ReportSource report={report} onRunFullReplay={() => setFullReplayMonth(month)} />}
      {body}
      {report && report.month === month && (
        <Button
          icon="download"
          onClick={() => download(`payout-replay-${month}.csv`, report.csv, 'text/csv')}
          text={intl.formatMessage({ id: 'admin.finance.downloadCsv' })}
        />
      )}
    </section>
  );
}

/** What the report compares: recorded against recomputed (the read model), or also the provider's records (the full replay, and when it ran). */
function ReportSource({ report, onRunFullReplay }: { report: PayoutReplay; onRunFullReplay: () => void }) {
  const intl = useIntl();
  if (report.fullReplay) {
    const ranAt = intl.formatDate(report.computedAt, { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <p className="admin-finance-source" data-source="full-replay">
        <FormattedMessage id="admin.finance.source.fullReplay" values={{ ranAt }} />
      </p>
    );
  }
  return (
    <p className="admin-finance-source" data-source="read-model">
      <FormattedMessage id="admin.finance.source.readModel" />{' '}
      <Button size="small" icon="refresh" onClick={onRunFullReplay} text={intl.formatMessage({ id: 'admin.finance.runFullReplay' })} />
    </p>
  );
}

const asPercent = (text: string): number | null => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
};

/** Both fee percentages, checked here with the server's message; cleared to show the recorded month alone. */
function WhatIfForm({ applied, onApply }: { applied: WhatIfFees | null; onApply: (fees: WhatIfFees | null) => void }) {
  const intl = useIntl();
  const [clientFee, setClientFee] = useState(applied ? String(applied.clientFeePercent) : '');
  const [tutorFee, setTutorFee] = useState(applied ? String(applied.tutorFeePercent) : '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clientFeePercent = asPercent(clientFee);
    const tutorFeePercent = asPercent(tutorFee);
    setInvalid(clientFeePercent === null || tutorFeePercent === null);
    if (clientFeePercent !== null && tutorFeePercent !== null) onApply({ clientFeePercent, tutorFeePercent });
  };
  return (
    <form className="admin-finance-what-if" onSubmit={submit} aria-label={intl.formatMessage({ id: 'admin.finance.whatIf.label' })}>
      <FormGroup label={intl.formatMessage({ id: 'admin.finance.whatIf.clientFee' })} labelFor="finance-client-fee" inline>
        <InputGroup id="finance-client-fee" inputMode="decimal" value={clientFee} onValueChange={setClientFee} intent={invalid ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'admin.finance.whatIf.tutorFee' })} labelFor="finance-tutor-fee" inline>
        <InputGroup id="finance-tutor-fee" inputMode="decimal" value={tutorFee} onValueChange={setTutorFee} intent={invalid ? 'danger' : 'none'} />
      </FormGroup>
      <Button type="submit" icon="calculator" text={intl.formatMessage({ id: 'admin.finance.whatIf.apply' })} />
      {applied && (
        <Button
          variant="minimal"
          onClick={() => {
            setClientFee('');
            setTutorFee('');
            setInvalid(false);
            onApply(null);
          }}
          text={intl.formatMessage({ id: 'admin.finance.whatIf.clear' })}
        />
      )}
      {invalid && (
        <p className={`${Classes.TEXT_SMALL} admin-finance-error`} role="alert">
          <FormattedMessage id="admin.finance.whatIf.invalid" />
        </p>
      )}
    </form>
  );
}

function ReplayReport({ report }: { report: PayoutReplay }) {
  const intl = useIntl();
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const total = (key: string, value: number) => (COUNT_TOTALS.has(key) ? intl.formatNumber(value) : money(value));
  const cents = (value: number | null) => (value === null ? '—' : money(value));
  const hasWhatIf = report.totals.some((row) => row.whatIf !== null);
  return (
    <>
      {report.differences.length === 0 ? (
        <Callout intent="success" icon="tick-circle" compact className="admin-finance-status">
          <FormattedMessage id={!report.fullReplay ? 'admin.finance.noDifferences' : report.providerChecked ? 'admin.finance.noDifferencesWithProvider' : 'admin.finance.noDifferencesNoProvider'} />
        </Callout>
      ) : (
        <Callout intent="danger" icon="warning-sign" compact role="alert" className="admin-finance-status">
          <FormattedMessage id="admin.finance.differencesFound" values={{ count: report.differences.length }} />
        </Callout>
      )}
      <HTMLTable compact striped className="admin-finance-totals" aria-label={intl.formatMessage({ id: 'admin.finance.totals' })}>
        <thead>
          <tr>
            <th>
              <FormattedMessage id="admin.finance.total" />
            </th>
            <th>
              <FormattedMessage id="admin.finance.recorded" />
            </th>
            <th>
              <FormattedMessage id="admin.finance.recomputed" />
            </th>
            {hasWhatIf && (
              <th>
                <FormattedMessage id="admin.finance.whatIf" />
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {report.totals.map((row) => (
            <tr key={row.key} data-total={row.key}>
              <th scope="row">
                <FormattedMessage id={`admin.finance.totals.${row.key}`} />
              </th>
              <td>{total(row.key, row.recorded)}</td>
              <td>{total(row.key, row.recomputed)}</td>
              {hasWhatIf && <td>{row.whatIf === null ? '—' : total(row.key, row.whatIf)}</td>}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {report.differences.length > 0 && (
        <HTMLTable compact striped className="admin-finance-differences" aria-label={intl.formatMessage({ id: 'admin.finance.differences' })}>
          <thead>
            <tr>
              <th>
                <FormattedMessage id="admin.finance.session" />
              </th>
              <th>
                <FormattedMessage id="admin.finance.source" />
              </th>
              <th>
                <FormattedMessage id="admin.finance.item" />
              </th>
              <th>
                <FormattedMessage id="admin.finance.expected" />
              </th>
              <th>
                <FormattedMessage id="admin.finance.recorded" />
              </th>
            </tr>
          </thead>
          <tbody>
            {report.differences.map((difference) => (
              <tr key={`${difference.sessionId}:${difference.clientId}:${difference.source}:${difference.item}`} data-session-id={difference.sessionId}>
                <td>
                  <code>{difference.sessionId}</code>{' '}
                  <Link to={`/admin/history/session/${difference.sessionId}`}>
                    <FormattedMessage id="admin.finance.history" />
                  </Link>
                </td>
                <td>
                  <FormattedMessage id={`admin.finance.source.${difference.source === 'provider' ? 'provider' : 'log'}`} />
                </td>
                <td>
                  <code>{difference.item}</code>
                </td>
                <td>{cents(difference.expectedCents)}</td>
                <td>{cents(difference.recordedCents)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}

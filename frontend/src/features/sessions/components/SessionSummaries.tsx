import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCompletedSessionSummaryQuery } from '../graphql/get-completed-session-summary-v3';
import { useMonthParam } from '../../../lib/useMonthParam';
import { fullName, usd } from '../session-view';
import { MonthPicker, monthLabel } from './MonthPicker';

/** The month's completed sessions per person, with the monthly total and service fees. */
export function SessionSummaries({ isTutorContext }: { isTutorContext: boolean }) {
  const intl = useIntl();
  const [month, move] = useMonthParam();
  const { data, loading, error, refetch } = useCompletedSessionSummaryQuery({ input: { isTutorContext, month: month.month, year: month.year } });
  const summary = data?.getCompletedSessionSummaryV3;
  const money = (amount: number) => usd(amount, intl.locale);
  // Refunds are rare: their column shows only in a month that has one.
  const refunds = (summary?.monthlyRefunded ?? 0) > 0;
  const refundedLabel = isTutorContext ? 'sessions.summaries.takenBack' : 'sessions.summaries.refunded';
  return (
    <div className="session-summaries">
      <MonthPicker value={month} onMove={move} />
      {!summary && loading ? (
        <Spinner size={24} aria-label={intl.formatMessage({ id: 'sessions.loading' })} />
      ) : !summary || (error && !loading) ? (
        <Callout intent="danger" role="alert" compact title={intl.formatMessage({ id: 'sessions.error.completed' })}>
          <Button size="small" variant="outlined" text={<FormattedMessage id="sessions.retry" />} onClick={() => void refetch().catch(() => undefined)} />
        </Callout>
      ) : summary.summaries.length === 0 ? (
        <NonIdealState icon="th" description={<FormattedMessage id="sessions.empty.completed" values={{ month: monthLabel(intl.formatDate, month) }} />} />
      ) : (
        <HTMLTable striped className="session-summaries-table" aria-label={intl.formatMessage({ id: 'sessions.tab.summaries' })}>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="sessions.summaries.person" /></th>
              <th scope="col"><FormattedMessage id="sessions.summaries.numSessions" /></th>
              <th scope="col"><FormattedMessage id="sessions.summaries.hours" /></th>
              <th scope="col"><FormattedMessage id="sessions.summaries.rate" /></th>
              <th scope="col"><FormattedMessage id="sessions.summaries.total" /></th>
              <th scope="col"><FormattedMessage id="sessions.summaries.fee" /></th>
              {refunds && <th scope="col"><FormattedMessage id={refundedLabel} /></th>}
            </tr>
          </thead>
          <tbody>
            {summary.summaries.map((each) => (
              <tr key={each.user.id}>
                <th scope="row">{fullName(each.user)}</th>
                <td>{each.numSessions}</td>
                <td>{intl.formatNumber(each.numMins / 60, { maximumFractionDigits: 2 })}</td>
                <td><FormattedMessage id="sessions.summaries.perHour" values={{ rate: money(each.rate) }} /></td>
                <td>{money(each.total)}</td>
                <td>{money(each.totalFee)}</td>
                {refunds && <td>{money(each.refunded)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}><FormattedMessage id="sessions.summaries.monthlyTotal" /></th>
              <td data-testid="monthly-total">{money(summary.monthlyTotal)}</td>
              <td data-testid="monthly-total-fee">{money(summary.monthlyTotalFee)}</td>
              {refunds && <td data-testid="monthly-refunded">{money(summary.monthlyRefunded)}</td>}
            </tr>
          </tfoot>
        </HTMLTable>
      )}
    </div>
  );
}

import { Button, Callout, Checkbox, Classes, ControlGroup, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { useMonthParam } from '../../../lib/useMonthParam';
import { AdminClientSessionSummary, useAdminSessionSummaryQuery } from '../graphql/get-admin-paginated-session-summary-v2';
import { shownName } from '../pricing-form';
import { AdminMonthPicker } from './AdminMonthPicker';

const COLUMNS = ['client', 'tutor', 'numSessions', 'numMins', 'rate', 'total', 'fees', 'withoutFeedback', 'actions'] as const;

/** /admin/sessions: getAdminPaginatedSessionSummaryV2, the month per client and tutor with the totals. */
export function SessionsTab() {
  const intl = useIntl();
  const [month, move] = useMonthParam();
  const [params, setParams] = useSearchParams();
  const searchText = params.get('q') ?? '';
  const withoutFeedbackOnly = params.get('feedback') === 'missing';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(searchText);
  const { data, error, loading, refetch } = useAdminSessionSummaryQuery({ input: { ...month, searchText: searchText || null, withoutFeedbackOnly, pageNumber } });
  const page = data?.getAdminPaginatedSessionSummaryV2;
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'USD' });
  const show = (next: { q?: string; feedback?: boolean; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const set = (key: string, value: string | null) => (value ? updated.set(key, value) : updated.delete(key));
        if (next.q !== undefined) set('q', next.q.trim() || null);
        if (next.feedback !== undefined) set('feedback', next.feedback ? 'missing' : null);
        if (next.page && next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ q: typed });
  };

  let body;
  if (error && !page) {
    body = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.pricing.loadFailed" /> <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.pricing.retry" />} />
      </Callout>
    );
  } else if (!page) {
    body = <Spinner size={24} />;
  } else if (page.total === 0) {
    body = <NonIdealState icon="calendar" description={<FormattedMessage id="admin.sessions.empty" />} />;
  } else {
    body = (
      <>
        <HTMLTable striped compact className="admin-table admin-sessions" aria-label={intl.formatMessage({ id: 'admin.sessions.table' })}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column}>
                  <FormattedMessage id={`admin.sessions.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.summaries.map((summary) => (
              <SummaryRow key={`${summary.client.id}:${summary.tutor.id}`} summary={summary} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>
                <FormattedMessage id="admin.sessions.totals" values={{ count: page.total }} />
              </th>
              <th>{page.monthlySessions}</th>
              <th>{page.monthlyMins}</th>
              <th />
              <th>{money(page.monthlyTotal)}</th>
              <th>{money(page.monthlyTotalFee)}</th>
              <th colSpan={2} />
            </tr>
          </tfoot>
        </HTMLTable>
        <div className="admin-pager">
          <Button disabled={pageNumber <= 1} onClick={() => show({ page: pageNumber - 1 })} text={<FormattedMessage id="admin.pairs.previous" />} />
          <Button disabled={page.exhausted} onClick={() => show({ page: pageNumber + 1 })} text={<FormattedMessage id="admin.pairs.next" />} />
        </div>
      </>
    );
  }
  return (
    <section className="admin-sessions-tab" aria-busy={loading}>
      <AdminMonthPicker value={month} onMove={move} />
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.sessions.hint" />
      </p>
      <form role="search" onSubmit={search} className="admin-search-form">
        <FormGroup label={<FormattedMessage id="admin.sessions.search" />} labelFor="admin-sessions-search">
          <ControlGroup>
            <InputGroup id="admin-sessions-search" type="search" leftIcon="search" value={typed} placeholder={intl.formatMessage({ id: 'admin.sessions.searchPlaceholder' })} onValueChange={setTyped} />
            <Button type="submit" text={<FormattedMessage id="admin.pairs.searchSubmit" />} />
          </ControlGroup>
        </FormGroup>
        <Checkbox checked={withoutFeedbackOnly} onChange={(event) => show({ feedback: event.currentTarget.checked })} label={intl.formatMessage({ id: 'admin.sessions.withoutFeedbackOnly' })} />
      </form>
      {body}
    </section>
  );
}

function SummaryRow({ summary }: { summary: AdminClientSessionSummary }) {
  const intl = useIntl();
  const deletedUser = intl.formatMessage({ id: 'admin.pricing.deletedUser' });
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'USD' });
  return (
    <tr>
      <td>
        <LinkButton variant="minimal" size="small" to={`/admin/rates?user=${encodeURIComponent(summary.client.id)}`} text={shownName(summary.client, deletedUser)} />
      </td>
      <td>
        <LinkButton variant="minimal" size="small" to={`/admin/rates?user=${encodeURIComponent(summary.tutor.id)}`} text={shownName(summary.tutor, deletedUser)} />
      </td>
      <td>{summary.numSessions}</td>
      <td>{summary.numMins}</td>
      <td>{intl.formatMessage({ id: 'admin.pricing.perHour' }, { amount: money(summary.rate) })}</td>
      <td>{money(summary.total)}</td>
      <td>
        {money(summary.totalFee)}
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          <FormattedMessage id="admin.sessions.feesHint" values={{ client: money(summary.clientFee), tutor: money(summary.tutorFee) }} />
        </div>
      </td>
      <td>{summary.sessionIdsWithoutFeedback.length}</td>
      <td className="admin-row-actions">
        {summary.pairId && <LinkButton size="small" variant="minimal" icon="history" to={`/admin/history/pair/${summary.pairId}`} text={<FormattedMessage id="admin.sessions.pairHistory" />} />}
        <LinkButton size="small" variant="minimal" icon="history" to={`/admin/history/user/${summary.client.id}`} text={<FormattedMessage id="admin.pricing.history" />} />
      </td>
    </tr>
  );
}

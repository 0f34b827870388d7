import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/** The page an admin list shows, kept as ?page= in the address so Back and a shared link keep it; page 1 leaves it out. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const showPage = (page: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (page > 1) updated.set('page', String(page));
        else updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return [pageNumber, showPage];
}

/** Previous and Next under a paged admin list, with where the admin is in it. */
export function AdminPager({ page, onMove }: { page: { pageNumber: number; total: number; exhausted: boolean }; onMove: (page: number) => void }) {
  const intl = useIntl();
  return (
    <nav className="admin-pager" aria-label={intl.formatMessage({ id: 'admin.pager.label' })}>
      <Button disabled={page.pageNumber <= 1} onClick={() => onMove(page.pageNumber - 1)} text={<FormattedMessage id="admin.pager.previous" />} />
      <span aria-live="polite">
        <FormattedMessage id="admin.pager.position" values={{ page: page.pageNumber, total: page.total }} />
      </span>
      <Button disabled={page.exhausted} onClick={() => onMove(page.pageNumber + 1)} text={<FormattedMessage id="admin.pager.next" />} />
    </nav>
  );
}

interface PageFacts {
  pageNumber: number;
  total: number;
  exhausted: boolean;
}

/**
 * A paged admin list as a table: its failure with Retry, its loading, its empty state, then the rows
 * and the pager. `list` names its messages: `admin.<list>.loadFailed`, `.empty`, `.table` and one per column.
 */
export function AdminPagedTable<Page extends PageFacts>(props: {
  list: string;
  columns: readonly string[];
  page: Page | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  onMove: (page: number) => void;
  rows: (page: Page) => ReactNode;
}) {
  const intl = useIntl();
  const { list, page } = props;
  if (props.error && !page) {
    return (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id={`admin.${list}.loadFailed`} />{' '}
        <Button size="small" variant="minimal" onClick={() => void props.refetch().catch(() => undefined)} text={<FormattedMessage id="admin.retry" />} />
      </Callout>
    );
  }
  if (!page) return <Spinner size={24} />;
  if (page.total === 0) return <NonIdealState icon="inbox" description={<FormattedMessage id={`admin.${list}.empty`} />} />;
  return (
    <>
      <HTMLTable striped compact className="admin-table" aria-label={intl.formatMessage({ id: `admin.${list}.table` })}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column}>
                <FormattedMessage id={`admin.${list}.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.rows(page)}</tbody>
      </HTMLTable>
      <AdminPager page={page} onMove={props.onMove} />
    </>
  );
}

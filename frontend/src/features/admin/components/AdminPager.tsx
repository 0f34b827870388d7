import { Button } from '@blueprintjs/core';
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

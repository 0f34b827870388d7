import { Button } from '@blueprintjs/core';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The month the admin lists show, kept in `?month=YYYY-MM` (default: this month). */
export function useAdminMonth(): [YearMonth, (delta: number) => void] {
  const [params, setParams] = useSearchParams();
  const match = /^(\d{4})-(\d{2})$/.exec(params.get('month') ?? '');
  const today = new Date();
  const selected: YearMonth = match ? { year: Number(match[1]), month: Math.min(12, Math.max(1, Number(match[2]))) } : { year: today.getFullYear(), month: today.getMonth() + 1 };
  const move = useCallback(
    (delta: number) => {
      const next = new Date(selected.year, selected.month - 1 + delta, 1);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('month', `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`);
          return updated;
        },
        { replace: true },
      );
    },
    [selected.year, selected.month, setParams],
  );
  return [selected, move];
}

/** Previous and next month around the month shown. */
export function AdminMonthPicker({ value, onMove }: { value: YearMonth; onMove: (delta: number) => void }) {
  const intl = useIntl();
  return (
    <div className="admin-month-picker" role="group" aria-label={intl.formatMessage({ id: 'admin.month.label' })}>
      <Button variant="minimal" icon="chevron-left" aria-label={intl.formatMessage({ id: 'admin.month.previous' })} onClick={() => onMove(-1)} />
      <strong aria-live="polite">{intl.formatDate(new Date(value.year, value.month - 1, 1), { month: 'long', year: 'numeric' })}</strong>
      <Button variant="minimal" icon="chevron-right" aria-label={intl.formatMessage({ id: 'admin.month.next' })} onClick={() => onMove(1)} />
    </div>
  );
}

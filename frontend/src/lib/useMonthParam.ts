import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUserTimeZone, yearMonthOf } from './time/time-zone';

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/**
 * The month a monthly list shows, kept in `?month=YYYY-MM` (default: this month in the user's zone) so a reload or a
 * shared link shows the same month; moving keeps the page's other parameters.
 */
export function useMonthParam(): [YearMonth, (delta: number) => void] {
  const [params, setParams] = useSearchParams();
  const match = /^(\d{4})-(\d{2})$/.exec(params.get('month') ?? '');
  const thisMonth = yearMonthOf(new Date(), useUserTimeZone());
  const selected: YearMonth = match ? { year: Number(match[1]), month: Math.min(12, Math.max(1, Number(match[2]))) } : thisMonth;
  const move = useCallback(
    (delta: number) => {
      const next = new Date(Date.UTC(selected.year, selected.month - 1 + delta, 1));
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('month', `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`);
          return updated;
        },
        { replace: true },
      );
    },
    [selected.year, selected.month, setParams],
  );
  return [selected, move];
}

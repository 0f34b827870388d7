import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/**
 * The month a monthly list shows, kept in `?month=YYYY-MM` (default: this month) so a reload or a
 * shared link shows the same month; moving keeps the page's other parameters.
 */
export function useMonthParam(): [YearMonth, (delta: number) => void] {
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

import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { YearMonth } from '../../../lib/useMonthParam';

export function monthLabel(formatDate: (value: Date, options: Intl.DateTimeFormatOptions) => string, { year, month }: YearMonth): string {
  // A calendar month names no instant: read in UTC, whatever zone the app shows times in.
  return formatDate(new Date(Date.UTC(year, month - 1, 15)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Previous and next month around the month shown. */
export function MonthPicker({ value, onMove }: { value: YearMonth; onMove: (delta: number) => void }) {
  const intl = useIntl();
  return (
    <div className="session-month-picker" role="group" aria-label={intl.formatMessage({ id: 'sessions.completed.month' })}>
      <Button variant="minimal" icon="chevron-left" aria-label={intl.formatMessage({ id: 'sessions.completed.previousMonth' })} onClick={() => onMove(-1)} />
      <strong aria-live="polite">{monthLabel(intl.formatDate, value)}</strong>
      <Button variant="minimal" icon="chevron-right" aria-label={intl.formatMessage({ id: 'sessions.completed.nextMonth' })} onClick={() => onMove(1)} />
    </div>
  );
}

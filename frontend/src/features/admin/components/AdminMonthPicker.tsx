import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { YearMonth } from '../../../lib/useMonthParam';

/** Previous and next month around the month shown. */
export function AdminMonthPicker({ value, onMove }: { value: YearMonth; onMove: (delta: number) => void }) {
  const intl = useIntl();
  return (
    <div className="admin-month-picker" role="group" aria-label={intl.formatMessage({ id: 'admin.month.label' })}>
      <Button variant="minimal" icon="chevron-left" aria-label={intl.formatMessage({ id: 'admin.month.previous' })} onClick={() => onMove(-1)} />
      <strong aria-live="polite">{intl.formatDate(new Date(Date.UTC(value.year, value.month - 1, 15)), { month: 'long', year: 'numeric', timeZone: 'UTC' })}</strong>
      <Button variant="minimal" icon="chevron-right" aria-label={intl.formatMessage({ id: 'admin.month.next' })} onClick={() => onMove(1)} />
    </div>
  );
}

import { Button, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { browserTimeZone, instantOf, localDateKey, monthGrid } from '../session-times';

/** A month of days to pick the session's date from (spec: calendar view); today is marked. */
export function CalendarView({ value, onChange, labelId }: { value: string; onChange: (date: string) => void; labelId: string }) {
  const intl = useIntl();
  // The grid is made of the browser's local days: they are named in the browser's zone, whatever zone the app shows times in.
  const timeZone = browserTimeZone();
  const selected = instantOf(value, '00:00');
  const [shown, setShown] = useState({ year: selected.getFullYear(), month: selected.getMonth() });
  const today = localDateKey(new Date());
  const days = monthGrid(shown.year, shown.month);
  const move = (delta: number) => {
    const next = new Date(shown.year, shown.month + delta, 1);
    setShown({ year: next.getFullYear(), month: next.getMonth() });
  };
  const weekdays = days.slice(0, 7).map((day) => intl.formatDate(day, { weekday: 'narrow', timeZone }));
  return (
    <div className="session-calendar" role="group" aria-labelledby={labelId}>
      <div className="session-calendar-header">
        <Button variant="minimal" icon="chevron-left" aria-label={intl.formatMessage({ id: 'sessions.form.previousMonth' })} onClick={() => move(-1)} />
        <span className="session-calendar-month" aria-live="polite">
          {intl.formatDate(new Date(shown.year, shown.month, 1), { month: 'long', year: 'numeric', timeZone })}
        </span>
        <Button variant="minimal" icon="chevron-right" aria-label={intl.formatMessage({ id: 'sessions.form.nextMonth' })} onClick={() => move(1)} />
      </div>
      <div className="session-calendar-grid">
        {weekdays.map((weekday, index) => (
          <span key={index} className={`session-calendar-weekday ${Classes.TEXT_MUTED}`} aria-hidden>
            {weekday}
          </span>
        ))}
        {days.map((day) => {
          const key = localDateKey(day);
          const isSelected = key === value;
          return (
            <Button
              key={key}
              size="small"
              variant={isSelected ? 'solid' : 'minimal'}
              intent={isSelected ? 'primary' : 'none'}
              className={`session-calendar-day${day.getMonth() !== shown.month ? ' session-calendar-day-outside' : ''}${key === today ? ' session-calendar-today' : ''}`}
              aria-pressed={isSelected}
              aria-label={intl.formatDate(day, { dateStyle: 'full', timeZone })}
              onClick={() => onChange(key)}
              text={day.getDate()}
            />
          );
        })}
      </div>
      <span className={Classes.TEXT_MUTED}>
        <FormattedMessage id="sessions.form.date" />: {intl.formatDate(selected, { dateStyle: 'full', timeZone })}
      </span>
    </div>
  );
}

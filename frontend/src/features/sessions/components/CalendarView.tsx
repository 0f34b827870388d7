import { Button, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localDateKey, useUserTimeZone } from '../../../lib/time/time-zone';
import { calendarDayMoment, CALENDAR_DAY_ZONE, monthGrid } from '../session-times';
import { useNow } from '../hooks/useNow';

/** A month of days to pick the session's date from (spec: calendar view); the user's today is marked. */
export function CalendarView({ value, onChange, labelId }: { value: string; onChange: (date: string) => void; labelId: string }) {
  const intl = useIntl();
  const timeZone = useUserTimeZone();
  const now = useNow();
  // The grid is of plain dates: each is named as itself (its UTC noon read in UTC), whatever the user's or the browser's zone.
  const dayName = (dateKey: string, options: Intl.DateTimeFormatOptions) => intl.formatDate(calendarDayMoment(dateKey), { ...options, timeZone: CALENDAR_DAY_ZONE });
  const [shown, setShown] = useState(() => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) - 1 }));
  const today = localDateKey(now, timeZone);
  const days = monthGrid(shown.year, shown.month);
  const shownMonth = `${shown.year}-${String(shown.month + 1).padStart(2, '0')}`;
  const move = (delta: number) => {
    const next = new Date(Date.UTC(shown.year, shown.month + delta, 1));
    setShown({ year: next.getUTCFullYear(), month: next.getUTCMonth() });
  };
  const weekdays = days.slice(0, 7).map((day) => dayName(day, { weekday: 'narrow' }));
  return (
    <div className="session-calendar" role="group" aria-labelledby={labelId}>
      <div className="session-calendar-header">
        <Button variant="minimal" icon="chevron-left" aria-label={intl.formatMessage({ id: 'sessions.form.previousMonth' })} onClick={() => move(-1)} />
        <span className="session-calendar-month" aria-live="polite">
          {dayName(`${shownMonth}-01`, { month: 'long', year: 'numeric' })}
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
          const isSelected = day === value;
          return (
            <Button
              key={day}
              size="small"
              variant={isSelected ? 'solid' : 'minimal'}
              intent={isSelected ? 'primary' : 'none'}
              className={`session-calendar-day${day.startsWith(shownMonth) ? '' : ' session-calendar-day-outside'}${day === today ? ' session-calendar-today' : ''}`}
              aria-pressed={isSelected}
              aria-label={dayName(day, { dateStyle: 'full' })}
              onClick={() => onChange(day)}
              text={Number(day.slice(8, 10))}
            />
          );
        })}
      </div>
      <span className={Classes.TEXT_MUTED}>
        <FormattedMessage id="sessions.form.date" />: {dayName(value, { dateStyle: 'full' })}
      </span>
    </div>
  );
}

import { Locator } from 'playwright-core';
import { catalogs } from '../../src/app/catalogs';
import { localDateKey } from '../../src/lib/time/time-zone';
import { calendarDayMoment, CALENDAR_DAY_ZONE, shiftDateKey } from '../../src/features/sessions/session-times';

type Catalog = typeof catalogs.en;

/** A session as the dialog is filled in: a date ("YYYY-MM-DD") and slots ("HH:MM") on the user's clock. */
export interface PlannedSession {
  date: string;
  start: string;
  end: string;
}

/** "YYYY-MM" of a date, as the completed sessions page takes it (?month=). */
export const monthOf = (dateKey: string): string => dateKey.slice(0, 7);

/**
 * A half hour that has ended whatever the time of day: yesterday on the user's calendar, 12:00 to
 * 12:30. (A half hour "just before now" spans midnight between 00:15 and 00:45 and lands in the
 * month before on the 1st.)
 */
export function endedHalfHour(timeZone: string, now = new Date()): PlannedSession {
  return { date: shiftDateKey(localDateKey(now, timeZone), -1), start: '12:00', end: '12:30' };
}

/** A date `days` ahead on the user's calendar. */
export function dateAhead(days: number, timeZone: string, now = new Date()): string {
  return shiftDateKey(localDateKey(now, timeZone), days);
}

/** The calendar button's name for a date: the date itself, in the page's language. */
export function calendarDayName(dateKey: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: CALENDAR_DAY_ZONE }).format(calendarDayMoment(dateKey));
}

/**
 * Picks the date on the session dialog's calendar, moving a month back or on while it is not shown
 * (the calendar opens on the form's first date, today or tomorrow on the user's calendar).
 */
export async function pickCalendarDay(dialog: Locator, t: Catalog, locale: string, dateKey: string, timeZone: string): Promise<void> {
  const day = dialog.getByRole('button', { name: calendarDayName(dateKey, locale), exact: true });
  const towards = dateKey < localDateKey(new Date(), timeZone) ? t['sessions.form.previousMonth'] : t['sessions.form.nextMonth'];
  const move = dialog.getByRole('button', { name: towards, exact: true });
  // A dialog still opening shows no day yet: counting then moved the calendar away from a date of
  // the month it opens on (seen on the 1st of a month, with a date 3 days ahead).
  await move.waitFor();
  for (let moves = 0; moves < 3 && (await day.count()) === 0; moves += 1) await move.click();
  await day.click();
}

/** Fills the dialog's date, start and end. */
export async function fillSessionTimes(dialog: Locator, t: Catalog, locale: string, planned: PlannedSession, timeZone: string): Promise<void> {
  await pickCalendarDay(dialog, t, locale, planned.date, timeZone);
  await dialog.getByLabel(t['sessions.form.start']).selectOption(planned.start);
  await dialog.getByLabel(t['sessions.form.end']).selectOption(planned.end);
}

import {
  CANCELLATION_NOTICE_MS,
  FAR_FUTURE_MONTHS,
  MAX_SESSION_MINUTES,
  MAX_WEEKS_RECURRING,
  MIN_SESSION_MINUTES,
  sessionLengthProblem,
  TIME_SLOT_MINUTES,
} from '../../../../backend/domain/sessions/session-times';
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { inZone } from '../../lib/time/time-zone';

/**
 * Session time rules of spec sections 4, 5 and 9, as the dialogs apply them in the user's time zone
 * (useUserTimeZone). The rules themselves (15-minute slots, 15 minutes to 7 hours, the 3-month flag, the 24-hour
 * notice) are the backend's own pure module, backend/domain/sessions/session-times.ts, which the
 * session decider uses too: the browser and the server cannot disagree.
 */
export { CANCELLATION_NOTICE_MS, FAR_FUTURE_MONTHS, MAX_SESSION_MINUTES, MAX_WEEKS_RECURRING, MIN_SESSION_MINUTES, TIME_SLOT_MINUTES };
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The day's time slots as "HH:MM", every 15 minutes from 00:00 to 23:45. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: (24 * 60) / TIME_SLOT_MINUTES }, (_, index) => {
  const minutes = index * TIME_SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** "HH:MM" of an instant in `timeZone`, down to its 15-minute slot. */
export function localSlotOf(instant: Date, timeZone: string): string {
  const local = inZone(instant, timeZone);
  const minutes = Math.floor((local.getHours() * 60 + local.getMinutes()) / TIME_SLOT_MINUTES) * TIME_SLOT_MINUTES;
  return TIME_SLOTS[minutes / TIME_SLOT_MINUTES] ?? TIME_SLOTS[0]!;
}

/**
 * The instant of a date ("YYYY-MM-DD") and slot ("HH:MM") on the wall clock of `timeZone`. A slot
 * the clock skips (spring forward) is the instant an hour later on the clock; a slot it shows twice
 * (fall back) is its first showing.
 */
export function instantOf(dateKey: string, slot: string, timeZone: string): Date {
  const [year, month, day] = dateKey.split('-').map(Number);
  const [hour, minute] = slot.split(':').map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hour!, minute!, timeZone).getTime());
}

/** The same wall-clock time `months` calendar months later in `timeZone` (the 31st becomes the month's last day). */
export function addMonthsIn(instant: Date, months: number, timeZone: string): Date {
  return new Date(addMonths(inZone(instant, timeZone), months).getTime());
}

/** What is wrong with the start and end, as a message id under the spec's headline. */
export type TimesProblem = 'sessions.validation.endBeforeStart' | 'sessions.validation.tooShort' | 'sessions.validation.tooLong';

/** The shared length rule (session-times.ts), as the message id whose English text is the decider's message. */
export function sessionTimesProblem(start: Date, end: Date): TimesProblem | undefined {
  const problem = sessionLengthProblem(start, end);
  return problem ? `sessions.validation.${problem}` : undefined;
}

/** What the user is warned about but may still confirm (spec: "flagged"). */
export interface TimeFlags {
  startInPast: boolean;
  farFuture: boolean;
}

export function sessionTimeFlags(start: Date, now: Date, timeZone: string): TimeFlags {
  return { startInPast: start.getTime() < now.getTime(), farFuture: start.getTime() > addMonthsIn(now, FAR_FUTURE_MONTHS, timeZone).getTime() };
}

/** Cancelling now gives the other participants the 24-hour notice. */
export function isWithinCancellationNotice(startTime: string, now: Date): boolean {
  return new Date(startTime).getTime() - now.getTime() < CANCELLATION_NOTICE_MS;
}

export type SessionPhase = 'upcoming' | 'inProgress' | 'ended';

export function sessionPhase(session: { startTime: string; endTime: string }, now: Date): SessionPhase {
  if (now.getTime() < new Date(session.startTime).getTime()) return 'upcoming';
  if (now.getTime() < new Date(session.endTime).getTime()) return 'inProgress';
  return 'ended';
}

/** Calendar days are plain dates ("YYYY-MM-DD"): their arithmetic is done at UTC noon, where no zone's clock changes. */
function dateKeyOfUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The moment a calendar day is named by: its noon in UTC, formatted with `timeZone: 'UTC'` (see CALENDAR_DAY_ZONE). */
export function calendarDayMoment(dateKey: string): Date {
  return new Date(`${dateKey}T12:00:00.000Z`);
}

/** The zone a calendar day's name is formatted in, with calendarDayMoment: the day itself, whatever the user's zone. */
export const CALENDAR_DAY_ZONE = 'UTC';

/** The 42 days (6 weeks, Sunday first) of the month grid that shows `month` (0 to 11) of `year`. */
export function monthGrid(year: number, month: number): string[] {
  const first = new Date(Date.UTC(year, month, 1, 12));
  return Array.from({ length: 42 }, (_, index) => dateKeyOfUtc(new Date(Date.UTC(year, month, 1 - first.getUTCDay() + index, 12))));
}

/** The dates ("YYYY-MM-DD") of the Sunday-to-Saturday week holding `dateKey`. */
export function weekOf(dateKey: string): string[] {
  const day = calendarDayMoment(dateKey);
  return Array.from({ length: 7 }, (_, index) => dateKeyOfUtc(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - day.getUTCDay() + index, 12))));
}

/** The date `days` later (earlier when negative). */
export function shiftDateKey(dateKey: string, days: number): string {
  return dateKeyOfUtc(new Date(calendarDayMoment(dateKey).getTime() + days * 24 * 3_600_000));
}

/** `dates` with the day before and the day after: the server files a session under its own zone's date, the page under the user's. */
export function withNeighbourDays(dates: readonly string[]): string[] {
  if (dates.length === 0) return [];
  const sorted = [...dates].sort();
  return [shiftDateKey(sorted[0]!, -1), ...sorted, shiftDateKey(sorted[sorted.length - 1]!, 1)];
}

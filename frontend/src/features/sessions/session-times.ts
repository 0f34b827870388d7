import {
  CANCELLATION_NOTICE_MS,
  FAR_FUTURE_MONTHS,
  MAX_SESSION_MINUTES,
  MAX_WEEKS_RECURRING,
  MIN_SESSION_MINUTES,
  sessionLengthProblem,
  TIME_SLOT_MINUTES,
} from '../../../../backend/domain/sessions/session-times';

/**
 * Session time rules of spec sections 4, 5 and 9, as the dialogs apply them in the browser's time
 * zone. The rules themselves (15-minute slots, 15 minutes to 7 hours, the 3-month flag, the 24-hour
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

/** "YYYY-MM-DD" of a date in the browser's zone. */
export function localDateKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** "HH:MM" of an instant in the browser's zone, down to its 15-minute slot. */
export function localSlotOf(date: Date): string {
  const minutes = Math.floor((date.getHours() * 60 + date.getMinutes()) / TIME_SLOT_MINUTES) * TIME_SLOT_MINUTES;
  return TIME_SLOTS[minutes / TIME_SLOT_MINUTES] ?? TIME_SLOTS[0]!;
}

/** The instant of a local date ("YYYY-MM-DD") and slot ("HH:MM") in the browser's zone. */
export function instantOf(dateKey: string, slot: string): Date {
  const [year, month, day] = dateKey.split('-').map(Number);
  const [hour, minute] = slot.split(':').map(Number);
  return new Date(year!, month! - 1, day!, hour!, minute!);
}

/** The browser's IANA zone, which the session keeps its local time of day in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
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

export function sessionTimeFlags(start: Date, now: Date): TimeFlags {
  return { startInPast: start.getTime() < now.getTime(), farFuture: start.getTime() > addMonths(now, FAR_FUTURE_MONTHS).getTime() };
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

/** The 42 days (6 weeks, Sunday first) of the month grid that shows `month` of `year`. */
export function monthGrid(year: number, month: number): Date[] {
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - first.getDay());
  return Array.from({ length: 42 }, (_, index) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + index));
}

/** The local dates ("YYYY-MM-DD") of the Sunday-to-Saturday week holding `dateKey`. */
export function weekOf(dateKey: string): string[] {
  const date = instantOf(dateKey, '00:00');
  return Array.from({ length: 7 }, (_, index) => localDateKey(new Date(date.getFullYear(), date.getMonth(), date.getDate() - date.getDay() + index)));
}

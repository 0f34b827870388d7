import { Weekday, WEEKDAYS } from '../catalog/catalog.vocabulary';
import { abidesByUserGuidelines } from '../shared/user-guidelines';
import { FAR_FUTURE_MONTHS, HOUR_MS, SessionTimeMessages } from './session-times';

export {
  CANCELLATION_NOTICE_MS,
  FAR_FUTURE_MONTHS,
  HOUR_MS,
  isOnTimeSlot,
  isWithinCancellationNotice,
  MAX_SESSION_MINUTES,
  MAX_WEEKS_RECURRING,
  MIN_SESSION_MINUTES,
  MINUTE_MS,
  minutesBetween,
  sessionTimesProblem,
  TIME_SLOT_MINUTES,
} from './session-times';

/**
 * Session rules of spec sections 4, 5 and 9. Messages quoted in the spec are word for word; the
 * others (marked "ours") say what the spec leaves unsaid.
 */
export const SessionMessages = {
  /** The time rules' messages, shared with the browser (session-times.ts). */
  ...SessionTimeMessages,
  recurringDays: 'Please select at least one day of the week for sessions to recur.',
  // ours
  weeksRecurring: 'Please choose how many weeks the sessions recur, from 1 to 52.',
  zoomConnectFailed: 'We could not connect your Zoom account. Please try again.',
  subject: 'Please enter a subject that abides by our user guidelines.',
  summary: 'Please enter a summary that abides by our user guidelines.',
  feedback: 'Please enter feedback that abides by our user guidelines.',
  customUrl: 'Please enter a meeting link starting with http:// or https://.',
  location: 'Please enter where the session takes place.',
  noTutor: 'A session needs exactly one tutor.',
  oneOnOneStudents: 'A one-on-one session needs exactly one student.',
  duplicateParticipant: 'Each participant can join a session only once.',
  hourlyRate: 'Hourly rates are whole cents, not negative.',
  notFound: 'This session does not exist.',
  inProgress: 'A session in progress allows only changing its end time or cancelling it.',
  startBeforeEnd: 'The start time can be changed only after the session has ended.',
  needsSupport: 'This session has already been processed. Please contact support to change it.',
  cancelled: 'This session has been cancelled.',
  notEnded: 'This session has not ended yet.',
  notDroppable: 'Only drop-in and group sessions can be left.',
  notParticipant: 'You are not a participant of this session.',
  tutorCannotDrop: 'The tutor cannot leave their own session; cancel it instead.',
  notError: 'This session has no payment error to fix.',
  notProcessable: 'Only a recently completed session can be processed.',
  notDue: 'This session is processed only once its processing time has passed.',
  /** spec (tutor request form) */
  gradeLevel: 'Please select a grade level.',
  meetingSolution: 'Please choose an online lesson space, Zoom, in person or a meeting link.',
  sessionType: 'Please choose one-on-one, drop-in, group or breakout.',
  participants: 'Please choose the participants of the session from your clients.',
  processingDelay: 'A session is processed from 0 to 30 days after its end.',
} as const;

/** Default delay between a session's end and its processing (payout); a setting, given per command. */
export const DEFAULT_PROCESSING_DELAY_MS = 24 * HOUR_MS;
export const MAX_SUMMARY_LENGTH = 5000;
/** Why a payout failed, as the worker words it: kept to this length. */
export const MAX_ERROR_REASON_LENGTH = 1000;
/** $10,000 an hour: above any rate a pair can have (hourly wages have at most 4 digits). */
export const MAX_HOURLY_RATE_CENTS = 1_000_000;
export const MAX_PROCESSING_DELAY_MS = 30 * 24 * HOUR_MS;
export const MEETING_SOLUTION_KINDS = ['LESSONSPACE', 'ZOOM', 'IN_PERSON', 'CUSTOM_URL'] as const;

export const SESSION_STATUSES = ['UPCOMING', 'RECENTLY_COMPLETED', 'COMPLETED', 'CANCELLED', 'ERROR'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_TYPES = ['ONE_ON_ONE', 'DROP_IN', 'GROUP', 'ONE_ON_ONE_BREAKOUT'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const PARTICIPANT_TYPES = ['STUDENT', 'TUTOR', 'ADMIN'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];
export const EDIT_SCOPES = ['SINGLE', 'ALL'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/** What a user is warned about but may still confirm (spec: "flagged"). */
export interface SessionTimeFlags {
  startInPast: boolean;
  farFuture: boolean;
}

/** Adds calendar months in UTC, clamping the day (Nov 30 + 3 months = Feb 28/29). */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function sessionTimeFlags(start: Date, now: Date): SessionTimeFlags {
  return { startInPast: start.getTime() < now.getTime(), farFuture: start.getTime() > addMonths(now, FAR_FUTURE_MONTHS).getTime() };
}

export function processingTimeOf(end: Date, processingDelayMs: number): Date {
  return new Date(end.getTime() + processingDelayMs);
}

export function isGuidelineText(text: string, maxLength: number): boolean {
  return text.length <= maxLength && abidesByUserGuidelines(text);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Days in week order without repeats; null when any is not a weekday or none is given. */
export function normaliseRecurringDays(days: readonly string[]): Weekday[] | null {
  const chosen = new Set(days.map((day) => day.trim().toUpperCase()));
  if (chosen.size === 0 || [...chosen].some((day) => !(WEEKDAYS as readonly string[]).includes(day))) return null;
  return WEEKDAYS.filter((day) => chosen.has(day));
}

// ---- wall-clock time in a named zone (pure: Intl only) ----

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The instant a wall-clock time names in the zone (the earlier one in a DST overlap, shifted forward in a gap). */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const seen = wallTimeIn(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    const drift = seenUtc - asUtc;
    if (drift === 0) break;
    guess -= drift;
  }
  return new Date(guess);
}

/** Weekday of a calendar date (proleptic Gregorian). */
export function weekdayOf(year: number, month: number, day: number): Weekday {
  const index = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(index + 6) % 7]!;
}

/** Adds days to a calendar date, keeping the wall-clock time. */
export function addDaysToWall(wall: WallTime, days: number): WallTime {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

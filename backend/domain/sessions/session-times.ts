/**
 * Session time rules of spec sections 4, 5 and 9, in one pure module (no imports, no Node, no
 * framework) that the session decider and the browser's dialogs both use, so the two cannot
 * disagree: 15-minute slots, 15 minutes to 7 hours, the 3-month flag, the 24-hour notice.
 * Messages quoted in the spec are word for word; the others (marked "ours") say what it leaves unsaid.
 */
export const SessionTimeMessages = {
  /** Spec section 5: the headline of every start/end time problem. */
  checkTimes: 'Please double check your selected start and end times.',
  tooLong: 'Sessions cannot be longer than 7 hours.',
  tooShort: 'Sessions cannot be shorter than 15 minutes.',
  // ours
  endBeforeStart: 'The end time must be after the start time.',
  timeSlot: 'Sessions start and end on the quarter hour.',
} as const;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const MIN_SESSION_MINUTES = 15;
export const MAX_SESSION_MINUTES = 7 * 60;
/** Time-slot choices every 15 minutes (spec section 9). */
export const TIME_SLOT_MINUTES = 15;
/** Far-future threshold: 3 calendar months (spec section 9). */
export const FAR_FUTURE_MONTHS = 3;
/** Cancelling within 24 hours of the start gives the notice (spec sections 4 and 9). */
export const CANCELLATION_NOTICE_MS = 24 * HOUR_MS;
export const MAX_WEEKS_RECURRING = 52;

/** What is wrong with a session's length; each names its message in SessionTimeMessages. */
export type SessionLengthProblem = 'endBeforeStart' | 'tooShort' | 'tooLong';

/** Minutes between two instants (may be negative). */
export function minutesBetween(start: Date, end: Date): number {
  return (end.getTime() - start.getTime()) / MINUTE_MS;
}

/**
 * The length rule, in this order: the end must come after the start (a session of 0 minutes ends
 * when it starts, so it is "end before start", not "too short"), then 15 minutes to 7 hours.
 */
export function sessionLengthProblem(start: Date, end: Date): SessionLengthProblem | undefined {
  const minutes = minutesBetween(start, end);
  if (minutes <= 0) return 'endBeforeStart';
  if (minutes < MIN_SESSION_MINUTES) return 'tooShort';
  if (minutes > MAX_SESSION_MINUTES) return 'tooLong';
  return undefined;
}

/** On a 15-minute slot: every US zone is offset by whole hours, so UTC quarter hours are local ones. */
export function isOnTimeSlot(instant: Date): boolean {
  return instant.getTime() % (TIME_SLOT_MINUTES * MINUTE_MS) === 0;
}

/**
 * The first time problem at its field, or undefined when the times are valid: unreadable times,
 * then the length rule, then both on 15-minute slots. The headline is always `SessionTimeMessages.checkTimes`.
 */
export function sessionTimesProblem(start: Date, end: Date): { field: 'startTime' | 'endTime'; message: string } | undefined {
  if (Number.isNaN(start.getTime())) return { field: 'startTime', message: SessionTimeMessages.checkTimes };
  if (Number.isNaN(end.getTime())) return { field: 'endTime', message: SessionTimeMessages.checkTimes };
  const length = sessionLengthProblem(start, end);
  if (length) return { field: 'endTime', message: SessionTimeMessages[length] };
  if (!isOnTimeSlot(start)) return { field: 'startTime', message: SessionTimeMessages.timeSlot };
  if (!isOnTimeSlot(end)) return { field: 'endTime', message: SessionTimeMessages.timeSlot };
  return undefined;
}

/** Cancelling at `now` a session that starts at `start`: true inside the 24-hour window (and once started). */
export function isWithinCancellationNotice(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() < CANCELLATION_NOTICE_MS;
}

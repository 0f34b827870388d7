import { MeetingSolution, Session } from './graphql/session-fields';
import { localDateKey } from '../../lib/time/time-zone';
import { instantOf, localSlotOf, MAX_WEEKS_RECURRING, sessionTimeFlags, sessionTimesProblem, shiftDateKey, TimeFlags, TimesProblem, Weekday } from './session-times';

/** What the create and edit session dialogs hold. Dates and slots are on the user's wall clock (useUserTimeZone). */
export interface SessionFormValues {
  tuteeId: string;
  subject: string;
  date: string;
  start: string;
  end: string;
  meetingSolution: MeetingSolution;
  locationName: string;
  customUrl: string;
  recurring: boolean;
  recurringDays: Weekday[];
  weeks: string;
}

export type SessionFormField = 'tuteeId' | 'subject' | 'date' | 'recurringDays' | 'weeks' | 'locationName' | 'customUrl';

export interface SessionFormErrors {
  fields: Partial<Record<SessionFormField, string>>;
  /** Shown under the spec's headline 'Please double check your selected start and end times.' */
  times?: TimesProblem;
}

export const MEETING_SOLUTIONS: readonly MeetingSolution[] = ['LESSONSPACE', 'ZOOM', 'IN_PERSON', 'CUSTOM_URL'];

const SLOT_MS = 15 * 60_000;

const HOUR_MS = 60 * 60_000;
/** Where a new session starts when the next hour would run past midnight: the next morning. */
const NEXT_MORNING_SLOT = '09:00';

/**
 * A new session: an hour long, from the first quarter hour an hour or more ahead (every US zone's
 * quarter hours are UTC's). A session is on one day (its end slot is on its date), so late in the
 * evening, when that hour would end after midnight, it is the next morning's instead.
 */
export function emptySessionForm(now: Date, timeZone: string): SessionFormValues {
  let start = new Date(Math.ceil(now.getTime() / SLOT_MS) * SLOT_MS + HOUR_MS);
  let end = new Date(start.getTime() + HOUR_MS);
  if (localDateKey(end, timeZone) !== localDateKey(start, timeZone)) {
    start = instantOf(shiftDateKey(localDateKey(start, timeZone), 1), NEXT_MORNING_SLOT, timeZone);
    end = new Date(start.getTime() + HOUR_MS);
  }
  return {
    tuteeId: '',
    subject: '',
    date: localDateKey(start, timeZone),
    start: localSlotOf(start, timeZone),
    end: localSlotOf(end, timeZone),
    meetingSolution: 'LESSONSPACE',
    locationName: '',
    customUrl: '',
    recurring: false,
    recurringDays: [],
    weeks: '4',
  };
}

export function sessionFormOf(session: Session, timeZone: string): SessionFormValues {
  const start = new Date(session.startTime);
  return {
    tuteeId: '',
    subject: session.subject,
    date: localDateKey(start, timeZone),
    start: localSlotOf(start, timeZone),
    end: localSlotOf(new Date(session.endTime), timeZone),
    meetingSolution: session.meetingSolution,
    locationName: session.physicalSessionOptions?.locationName ?? '',
    customUrl: session.meetingSolution === 'CUSTOM_URL' ? (session.joinUrl ?? '') : '',
    recurring: false,
    recurringDays: [],
    weeks: '',
  };
}

/** Start and end instants; an end slot earlier than the start is on the same day (invalid). */
export function timesOf(values: Pick<SessionFormValues, 'date' | 'start' | 'end'>, timeZone: string): { start: Date; end: Date } {
  return { start: instantOf(values.date, values.start, timeZone), end: instantOf(values.date, values.end, timeZone) };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Client-side checks with the spec's messages; `creating` adds the client and recurrence checks. */
export function validateSessionForm(values: SessionFormValues, creating: boolean, timeZone: string): SessionFormErrors {
  const fields: SessionFormErrors['fields'] = {};
  if (creating && !values.tuteeId) fields.tuteeId = 'sessions.validation.client';
  if (!values.subject.trim()) fields.subject = 'sessions.validation.subject';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) fields.date = 'sessions.validation.date';
  if (values.meetingSolution === 'IN_PERSON' && !values.locationName.trim()) fields.locationName = 'sessions.validation.location';
  if (values.meetingSolution === 'CUSTOM_URL' && !isHttpUrl(values.customUrl.trim())) fields.customUrl = 'sessions.validation.customUrl';
  if (creating && values.recurring) {
    if (values.recurringDays.length === 0) fields.recurringDays = 'sessions.validation.recurringDays';
    const weeks = Number(values.weeks);
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_WEEKS_RECURRING) fields.weeks = 'sessions.validation.weeksRecurring';
  }
  const times = fields.date ? undefined : (() => {
    const { start, end } = timesOf(values, timeZone);
    return sessionTimesProblem(start, end);
  })();
  return { fields, times };
}

export function hasErrors(errors: SessionFormErrors): boolean {
  return errors.times !== undefined || Object.keys(errors.fields).length > 0;
}

export function formFlags(values: SessionFormValues, now: Date, timeZone: string): TimeFlags {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) return { startInPast: false, farFuture: false };
  return sessionTimeFlags(timesOf(values, timeZone).start, now, timeZone);
}

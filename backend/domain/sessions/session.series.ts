import { CommandMetadata } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { isIanaTimeZone, ValueBoundsMessages } from '../shared/value-bounds';
import { EditSession, ScheduleSession, SessionForm } from './session.commands';
import { Session } from './session.decider';
import {
  addDaysToWall,
  EditScope,
  instantOfWallTime,
  MAX_WEEKS_RECURRING,
  MINUTE_MS,
  normaliseRecurringDays,
  SessionMessages as Messages,
  wallTimeIn,
  WallTime,
  weekdayOf,
} from './session.rules';

/**
 * Recurring sessions are one session per occurrence, each its own stream; a series is planned
 * here as the ScheduleSession commands of its occurrences (same recurringSessionId).
 */
export interface RecurringSessionPlan {
  recurringSessionId: string;
  recurringDays: readonly string[];
  weeksRecurring: number;
  /** The first occurrence's session data; its form's times give the time of day and the first week. */
  first: Omit<ScheduleSession['data'], 'sessionId' | 'recurrence'>;
  /** Session id of the nth occurrence (0-based); by default `<recurringSessionId>-<n>`, so a retried plan has the same ids. */
  sessionIdFor?: (occurrenceIndex: number) => string;
}

const toUtcNumber = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
const fromUtcNumber = (value: number): WallTime => {
  const date = new Date(value);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes() };
};

/**
 * Every day of the `weeksRecurring` weeks starting on the first occurrence's date (in the session's
 * time zone) whose weekday is chosen, at the same local time of day (DST-safe). Each occurrence is
 * then checked by the session decider.
 */
export function planRecurringSessions(plan: RecurringSessionPlan, metadata: CommandMetadata): ScheduleSession[] {
  // Checked before the zone is used to lay out the occurrences (the decider checks it again on each).
  if (!isIanaTimeZone(plan.first.timeZoneId)) throw DomainError.fromFieldErrors({ timeZoneId: ValueBoundsMessages.timeZone });
  const recurringDays = normaliseRecurringDays(plan.recurringDays);
  if (!recurringDays) throw DomainError.fromFieldErrors({ recurringDays: Messages.recurringDays });
  if (!Number.isInteger(plan.weeksRecurring) || plan.weeksRecurring < 1 || plan.weeksRecurring > MAX_WEEKS_RECURRING) {
    throw DomainError.fromFieldErrors({ weeksRecurring: Messages.weeksRecurring });
  }
  const { timeZoneId, form } = plan.first;
  const start = new Date(form.startTime);
  const durationMs = new Date(form.endTime).getTime() - start.getTime();
  if (Number.isNaN(start.getTime()) || Number.isNaN(durationMs)) throw DomainError.fromFieldErrors({ startTime: Messages.checkTimes });
  const firstWall = wallTimeIn(start, timeZoneId);
  const idFor = plan.sessionIdFor ?? ((index: number) => `${plan.recurringSessionId}-${index}`);
  const commands: ScheduleSession[] = [];
  for (let offset = 0; offset < plan.weeksRecurring * 7; offset++) {
    const wall = addDaysToWall(firstWall, offset);
    if (!recurringDays.includes(weekdayOf(wall.year, wall.month, wall.day))) continue;
    const occurrenceStart = instantOfWallTime(wall, timeZoneId);
    const occurrenceIndex = commands.length;
    commands.push({
      type: 'ScheduleSession',
      data: {
        ...plan.first,
        sessionId: idFor(occurrenceIndex),
        form: { ...form, startTime: occurrenceStart.toISOString(), endTime: new Date(occurrenceStart.getTime() + durationMs).toISOString() },
        recurrence: { recurringSessionId: plan.recurringSessionId, recurringDays, weeksRecurring: plan.weeksRecurring, occurrenceIndex },
      },
      metadata,
    });
  }
  return commands;
}

export interface SeriesEditPlan {
  scope: EditScope;
  /** The occurrence the user edited. */
  session: Session;
  /** The other occurrences of its series (any order; others are ignored). */
  series: readonly Session[];
  changes: Partial<SessionForm>;
}

/**
 * The EditSession commands an edit produces, by target session id. SINGLE edits the one session.
 * ALL edits it and every occurrence of its series not yet started, moving their times by the
 * same local (wall-clock) shift and giving them the new length.
 */
export function planSeriesEdit(plan: SeriesEditPlan, metadata: CommandMetadata): Array<{ sessionId: string; command: EditSession }> {
  const edit = (sessionId: string, changes: Partial<SessionForm>) => ({ sessionId, command: { type: 'EditSession' as const, data: { changes }, metadata } });
  const own = edit(plan.session.sessionId, plan.changes);
  const recurrence = plan.session.recurrence;
  if (plan.scope === 'SINGLE' || recurrence === null) return [own];
  // A zone stored before zones were checked cannot lay out local times: the series then moves by the same instant shift (UTC).
  const timeZoneId = isIanaTimeZone(plan.session.timeZoneId) ? plan.session.timeZoneId : 'UTC';
  const oldStart = new Date(plan.session.startTime);
  const newStart = new Date(plan.changes.startTime ?? plan.session.startTime);
  const newEnd = new Date(plan.changes.endTime ?? plan.session.endTime);
  // Unreadable times have no wall-clock shift (the decider refuses them on the edited session, which runs first).
  const readable = !Number.isNaN(newStart.getTime()) && !Number.isNaN(oldStart.getTime());
  const shiftMs = readable ? toUtcNumber(wallTimeIn(newStart, timeZoneId)) - toUtcNumber(wallTimeIn(oldStart, timeZoneId)) : Number.NaN;
  const durationMs = newEnd.getTime() - newStart.getTime();
  const timesChanged = plan.changes.startTime !== undefined || plan.changes.endTime !== undefined;
  const { startTime: _start, endTime: _end, ...otherChanges } = plan.changes;
  const others = plan.series
    .filter(
      (other) =>
        other.sessionId !== plan.session.sessionId &&
        other.recurrence?.recurringSessionId === recurrence.recurringSessionId &&
        other.status === 'UPCOMING' &&
        new Date(other.startTime).getTime() > metadata.now.getTime(),
    )
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .map((other) => {
      if (!timesChanged || Number.isNaN(shiftMs) || Number.isNaN(durationMs)) return edit(other.sessionId, otherChanges);
      const start = instantOfWallTime(fromUtcNumber(toUtcNumber(wallTimeIn(new Date(other.startTime), timeZoneId)) + shiftMs), timeZoneId);
      const startTime = new Date(Math.round(start.getTime() / MINUTE_MS) * MINUTE_MS);
      return edit(other.sessionId, { ...otherChanges, startTime: startTime.toISOString(), endTime: new Date(startTime.getTime() + durationMs).toISOString() });
    });
  return [own, ...others];
}

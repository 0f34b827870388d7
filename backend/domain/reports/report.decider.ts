import { assertNever, Decider } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { ReportCommand, ReportUser, ResolveReport } from './report.commands';
import { ReportEvent } from './report.events';
import { ReportMessages, reportTextError } from './report.rules';

export interface ReportState {
  reported: boolean;
  resolved: boolean;
}

export const initialReportState = (): ReportState => ({ reported: false, resolved: false });

export function evolveReport(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'UserReported':
      return { ...state, reported: true };
    case 'ReportResolved':
      return { ...state, resolved: true };
    default:
      return assertNever(event);
  }
}

/** A valid report of someone else is recorded once (its id derives from the reporter's idempotency key). */
export function reportUser(command: ReportUser, state: ReportState): ReportEvent[] {
  const { reportId, reporterId, reportedUserId, reason, details } = command.data;
  if (reporterId === reportedUserId) throw new DomainError(ReportMessages.cannotReportYourself);
  throwIfInvalid({ details: reportTextError(details) });
  if (state.reported) return [];
  return [{ type: 'UserReported', data: { reportId, reporterId, reportedUserId, reason, details: details.trim(), reportedAt: command.metadata.now.toISOString() } }];
}

/** An admin resolves a report once, with a note; that the report exists is checked against the queue by the caller. */
export function resolveReport(command: ResolveReport, state: ReportState): ReportEvent[] {
  const { reportId, byUserId, note } = command.data;
  throwIfInvalid({ note: reportTextError(note) });
  if (state.resolved) return [];
  return [{ type: 'ReportResolved', data: { reportId, byUserId, note: note.trim(), resolvedAt: command.metadata.now.toISOString() } }];
}

export function decideReport(command: ReportCommand, state: ReportState): ReportEvent[] {
  switch (command.type) {
    case 'ReportUser':
      return reportUser(command, state);
    case 'ResolveReport':
      return resolveReport(command, state);
    default:
      return assertNever(command);
  }
}

export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = {
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideReport,
};

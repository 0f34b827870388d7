import { DomainEvent } from '../shared/decider';
import { UserReportReason } from './report.rules';

/** A user reported another (reportUserV2), on the stream `report-<reportId>`; the reporter is the actor. */
export type UserReported = DomainEvent<'UserReported', { reportId: string; reporterId: string; reportedUserId: string; reason: UserReportReason; details: string; reportedAt: string }>;
/**
 * An admin closed a report of the queue, with a note. On `report-<reportId>` for both kinds of report
 * (a user report, or an online-lesson issue whose own stream belongs to the sessions context).
 */
export type ReportResolved = DomainEvent<'ReportResolved', { reportId: string; byUserId: string; note: string; resolvedAt: string }>;

export type ReportEvent = UserReported | ReportResolved;

export function reportStreamId(reportId: string): string {
  return `report-${reportId}`;
}

import { DomainCommand } from '../shared/decider';
import { UserReportReason } from './report.rules';

export type ReportUser = DomainCommand<'ReportUser', { reportId: string; reporterId: string; reportedUserId: string; reason: UserReportReason; details: string }>;
export type ResolveReport = DomainCommand<'ResolveReport', { reportId: string; byUserId: string; note: string }>;

export type ReportCommand = ReportUser | ResolveReport;

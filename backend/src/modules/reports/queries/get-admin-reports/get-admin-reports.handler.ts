import { Injectable } from '@nestjs/common';
import { pageWindow } from '../../../../../domain/shared/paging';
import { findConversation, findMessagesBefore } from '../../../../../projections/conversations/conversations.projection';
import { listReports, ReportDocument } from '../../../../../projections/reports/reports.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { pageFieldsOf } from '../../../../graphql/page-fields';
import { conversationIdFor } from '../../../conversations/conversation-ids';
import { AdminReportsPageModel, ReportContextMessageModel, ReportModel, ReportPersonModel } from '../../report.models';

/** How many of the latest messages between reporter and reported user an admin sees beside a report. */
export const REPORT_CONTEXT_MESSAGES = 5;

/** getAdminReports: the reports queue, newest first, 10 a page, each user report with its conversation's last messages. */
@Injectable()
export class GetAdminReportsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { includeResolved: boolean; pageNumber: number | null }): Promise<AdminReportsPageModel> {
    const window = pageWindow(input.pageNumber);
    const { reports, total } = await listReports(this.readModels, { includeResolved: input.includeResolved, skip: window.skip, limit: window.limit });
    return { reports: await Promise.all(reports.map((report) => this.modelOf(report))), ...pageFieldsOf(window, total) };
  }

  private async modelOf(report: ReportDocument): Promise<ReportModel> {
    const conversation = report.reportedUserId ? await findConversation(this.readModels, conversationIdFor(report.reporterId, report.reportedUserId)) : null;
    const messages = conversation ? await findMessagesBefore(this.readModels, conversation._id, null, REPORT_CONTEXT_MESSAGES) : [];
    return {
      id: report._id,
      kind: report.kind,
      reporter: await this.personOf(report.reporterId),
      reportedUser: report.reportedUserId ? await this.personOf(report.reportedUserId) : null,
      sessionId: report.sessionId,
      reason: report.reason,
      details: report.details,
      reportedAt: report.reportedAt,
      conversationId: conversation?._id ?? null,
      conversationContext: messages.reverse().map((message): ReportContextMessageModel => ({ id: message._id, fromUserId: message.fromUserId, body: message.body, sentAt: message.sentAt })),
      resolvedAt: report.resolvedAt,
      resolvedBy: report.resolvedBy,
      resolutionNote: report.resolutionNote,
    };
  }

  private async personOf(userId: string): Promise<ReportPersonModel> {
    const user = await findUserById(this.readModels, userId);
    return { id: userId, name: user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : '' };
  }
}

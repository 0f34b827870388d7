import { Injectable } from '@nestjs/common';
import { UserReportReason } from '../../../../../domain/reports/report.rules';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { reportsStream } from '../../reports-stream';

/** reportUserV2: a signed-in user reports another for the admins' queue; answers the report's id. */
@Injectable()
export class ReportUserV2Handler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { reporterId: string; reportedUserId: string; reason: UserReportReason; details: string; idempotencyKey: string }, context: CommandContext): Promise<string> {
    const { reporterId, reportedUserId, reason, details } = input;
    if (reporterId !== reportedUserId && !(await findUserById(this.readModels, reportedUserId))) throw new NotFoundError();
    const reportId = deterministicUuid(`user-report:${reporterId}:${input.idempotencyKey}`);
    await this.pipeline.run(reportsStream.decider, reportsStream.streamIdOf(reportId), { type: 'ReportUser', data: { reportId, reporterId, reportedUserId, reason, details } }, context, {
      awaitReadModels: reportsStream.readModels,
    });
    return reportId;
  }
}

import { Injectable } from '@nestjs/common';
import { ReportMessages } from '../../../../../domain/reports/report.rules';
import { findReport } from '../../../../../projections/reports/reports.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { reportsStream } from '../../reports-stream';

/** resolveReport: an admin (checked by the resolver) closes a report of the queue with a note. */
@Injectable()
export class ResolveReportHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { reportId: string; byUserId: string; note: string }, context: CommandContext): Promise<boolean> {
    if (!(await findReport(this.readModels, input.reportId))) throw new NotFoundError(ReportMessages.notFound);
    await this.pipeline.run(reportsStream.decider, reportsStream.streamIdOf(input.reportId), { type: 'ResolveReport', data: input }, context, { awaitReadModels: reportsStream.readModels });
    return true;
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { classAddRequestAnswerOf, classAddRequestStream } from '../../class-add-request-stream';
import { ClassAddRequestModel } from '../../tutor-application.model';

/** approveClassAddRequest: the course joins the catalog's course searches under the name and subject the admin settles on. */
@Injectable()
export class ApproveClassAddRequestHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { requestId: string; courseName: string | null; subject: string | null }, context: CommandContext): Promise<ClassAddRequestModel> {
    await classAddRequestAnswerOf(this.readModels, input.requestId);
    await this.pipeline.run(
      classAddRequestStream.decider,
      classAddRequestStream.streamIdOf(input.requestId),
      { type: 'ApproveClassAddRequest', data: { courseName: input.courseName, subject: input.subject } },
      context,
      { awaitReadModels: classAddRequestStream.readModels },
    );
    return classAddRequestAnswerOf(this.readModels, input.requestId);
  }
}

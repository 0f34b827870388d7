import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { classAddRequestAnswerOf, classAddRequestStream } from '../../class-add-request-stream';
import { ClassAddRequestModel } from '../../tutor-application.model';

/** rejectClassAddRequest: the request leaves the queue; the catalog stays as it is. */
@Injectable()
export class RejectClassAddRequestHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { requestId: string }, context: CommandContext): Promise<ClassAddRequestModel> {
    await classAddRequestAnswerOf(this.readModels, input.requestId);
    await this.pipeline.run(classAddRequestStream.decider, classAddRequestStream.streamIdOf(input.requestId), { type: 'RejectClassAddRequest', data: {} }, context, {
      awaitReadModels: classAddRequestStream.readModels,
    });
    return classAddRequestAnswerOf(this.readModels, input.requestId);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { TutoringRequestDocument } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requestDocument } from '../../request-read-back';
import { requestOfParty, requestStream } from '../../request-stream';

/** cancelTutoringRequest: the client withdraws a pending request (the decider allows only the client). */
@Injectable()
export class CancelTutoringRequestHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { viewerId: string; requestId: string }, context: CommandContext): Promise<TutoringRequestDocument> {
    await requestOfParty(this.pipeline, input.requestId, input.viewerId);
    await this.pipeline.run(requestStream.decider, requestStream.streamIdOf(input.requestId), { type: 'CancelTutoringRequest', data: {} }, context, {
      awaitReadModels: requestStream.readModels,
    });
    return requestDocument(this.readModels, input.requestId);
  }
}

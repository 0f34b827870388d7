import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { TutoringRequestDocument } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requestDocument } from '../../request-read-back';
import { requestOfParty, requestStream } from '../../request-stream';

/** declineTutoringRequest: the tutor declines a pending request with a message for the client (the decider allows only the tutor). */
@Injectable()
export class DeclineTutoringRequestHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { viewerId: string; requestId: string; message: string }, context: CommandContext): Promise<TutoringRequestDocument> {
    await requestOfParty(this.pipeline, input.requestId, input.viewerId);
    await this.pipeline.run(
      requestStream.decider,
      requestStream.streamIdOf(input.requestId),
      { type: 'DeclineTutoringRequest', data: { message: input.message } },
      context,
      { awaitReadModels: requestStream.readModels },
    );
    return requestDocument(this.readModels, input.requestId);
  }
}

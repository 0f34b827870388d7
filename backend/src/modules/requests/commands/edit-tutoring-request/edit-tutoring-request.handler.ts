import { Injectable } from '@nestjs/common';
import { TutoringRequestForm } from '../../../../../domain/requests/tutoring-request.commands';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { TutoringRequestDocument } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { FileUploads } from '../../../files/file-uploads.service';
import { requestDocument } from '../../request-read-back';
import { requestOfParty, requestStream } from '../../request-stream';

/**
 * editTutoringRequest: the client changes a pending request (the decider allows only them). With
 * `expectedRevision` (the `revision` the screen showed) an edit of a request changed since answers
 * CONFLICT instead of overwriting what the other change did.
 */
@Injectable()
export class EditTutoringRequestHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly uploads: FileUploads,
  ) {}

  async execute(
    input: { viewerId: string; requestId: string; changes: Partial<TutoringRequestForm>; expectedRevision: number | null },
    context: CommandContext,
  ): Promise<TutoringRequestDocument> {
    const { viewerId, requestId, changes } = input;
    await requestOfParty(this.pipeline, requestId, viewerId);
    const files = changes.files ? await this.uploads.ownFiles(changes.files, viewerId) : undefined;
    await this.pipeline.run(
      requestStream.decider,
      requestStream.streamIdOf(requestId),
      { type: 'EditTutoringRequest', data: { changes: { ...changes, ...(files ? { files } : {}) } } },
      context,
      { awaitReadModels: requestStream.readModels, ...(input.expectedRevision !== null ? { expectedRevision: input.expectedRevision } : {}) },
    );
    return requestDocument(this.readModels, requestId);
  }
}

import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { TutoringRequestDocument } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { requestDocument } from '../../request-read-back';

/** getTutoringRequest: one request, for its client and tutor (admins too for a request to the team); FORBIDDEN for anyone else. */
@Injectable()
export class GetTutoringRequestHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string; viewerIsAdmin: boolean; requestId: string }): Promise<TutoringRequestDocument> {
    const request = await requestDocument(this.readModels, input.requestId);
    const { viewerId } = input;
    if (viewerId !== request.clientId && viewerId !== request.tutorId && !(input.viewerIsAdmin && request.tutorId === null)) throw new ForbiddenError();
    return request;
  }
}

import { Injectable } from '@nestjs/common';
import { TutoringRequestStatus } from '../../../../../domain/requests/tutoring-request.decider';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findRequestsOfClient, TutoringRequestDocument } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';

/** getRequestsOfTuteeQuery: requests the viewer sent as a client, newest first; only those in `status` when given. */
@Injectable()
export class GetRequestsOfTuteeQueryHandler {
  constructor(private readonly readModels: ReadModels) {}

  execute(input: { viewerId: string; status: TutoringRequestStatus | null }): Promise<TutoringRequestDocument[]> {
    return findRequestsOfClient(this.readModels, input.viewerId, input.status ?? undefined);
  }
}

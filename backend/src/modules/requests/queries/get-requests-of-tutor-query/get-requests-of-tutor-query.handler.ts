import { Injectable } from '@nestjs/common';
import { TutoringRequestStatus } from '../../../../../domain/requests/tutoring-request.decider';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findRequestsOfTutor, TutoringRequestDocument } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';

/** getRequestsOfTutorQuery: requests to the viewer as a tutor, newest first; only those in `status` when given. */
@Injectable()
export class GetRequestsOfTutorQueryHandler {
  constructor(private readonly readModels: ReadModels) {}

  execute(input: { viewerId: string; status: TutoringRequestStatus | null }): Promise<TutoringRequestDocument[]> {
    return findRequestsOfTutor(this.readModels, input.viewerId, input.status ?? undefined);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { countPendingRequestsOfTutor } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';

/** getPendingTutorRequestCount: requests waiting for the tutor's answer (the Find Clients badge). */
@Injectable()
export class GetPendingTutorRequestCountHandler {
  constructor(private readonly readModels: ReadModels) {}

  execute(input: { viewerId: string }): Promise<number> {
    return countPendingRequestsOfTutor(this.readModels, input.viewerId);
  }
}

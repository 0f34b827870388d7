import { Injectable } from '@nestjs/common';
import { countPairsOf } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findRequestsOfClient, findRequestsOfTutor } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';

/** hasConnections: whether the viewer has sent or received a request or has a pair. */
@Injectable()
export class HasConnectionsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string }): Promise<boolean> {
    if ((await countPairsOf(this.readModels, input.viewerId)) > 0) return true;
    const [sent, received] = await Promise.all([findRequestsOfClient(this.readModels, input.viewerId), findRequestsOfTutor(this.readModels, input.viewerId)]);
    return sent.length > 0 || received.length > 0;
  }
}

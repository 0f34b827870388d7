import { Injectable } from '@nestjs/common';
import { findPairBetween, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getPairForUserId: the viewer's pair with this user, whichever of the two is the tutor. */
@Injectable()
export class GetPairForUserIdHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string; userId: string }): Promise<PairDocument | null> {
    return findPairBetween(this.readModels, input.viewerId, input.userId);
  }
}

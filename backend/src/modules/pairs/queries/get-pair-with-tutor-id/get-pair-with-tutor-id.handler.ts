import { Injectable } from '@nestjs/common';
import { findPairOf, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getPairWithTutorId: the viewer's pair, as the client, with this tutor. */
@Injectable()
export class GetPairWithTutorIdHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string; tutorId: string }): Promise<PairDocument | null> {
    return findPairOf(this.readModels, input.tutorId, input.viewerId);
  }
}

import { Injectable } from '@nestjs/common';
import { findPairsOfClient } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getTutorList: every tutor the viewer has had a pair with. */
@Injectable()
export class GetTutorListHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string }): Promise<string[]> {
    return (await findPairsOfClient(this.readModels, input.viewerId)).map((pair) => pair.tutorId);
  }
}

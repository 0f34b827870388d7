import { Injectable } from '@nestjs/common';
import { findPairsOfClient } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getPairedTutorList: the tutors of the viewer's active pairs. */
@Injectable()
export class GetPairedTutorListHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string }): Promise<string[]> {
    return (await findPairsOfClient(this.readModels, input.viewerId, true)).map((pair) => pair.tutorId);
  }
}

import { Injectable } from '@nestjs/common';
import { findPairsOfTutor } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getPairedTuteeList: the clients of the viewer's active pairs as a tutor. */
@Injectable()
export class GetPairedTuteeListHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string }): Promise<string[]> {
    return (await findPairsOfTutor(this.readModels, input.viewerId, true)).map((pair) => pair.clientId);
  }
}

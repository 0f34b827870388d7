import { Injectable } from '@nestjs/common';
import { findPairsOfTutor } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getTuteeList: every client the viewer, as a tutor, has had a pair with. */
@Injectable()
export class GetTuteeListHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string }): Promise<string[]> {
    return (await findPairsOfTutor(this.readModels, input.viewerId)).map((pair) => pair.clientId);
  }
}

import { Injectable } from '@nestjs/common';
import { findPairBetween } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { PairErrors, pairStream } from '../../pair-stream';

/** unPairWithUser: ends the viewer's pair with this user, whichever of the two is the tutor. */
@Injectable()
export class UnPairWithUserHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { viewerId: string; userId: string }, context: CommandContext): Promise<void> {
    const pair = await findPairBetween(this.readModels, input.viewerId, input.userId);
    if (!pair) throw new NotFoundError(PairErrors.noPairWithUser);
    await this.pipeline.run(pairStream.decider, pairStream.streamIdOf(pair._id), { type: 'DeactivatePair', data: {} }, context, { awaitReadModels: pairStream.readModels });
  }
}

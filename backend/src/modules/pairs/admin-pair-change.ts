import { Injectable } from '@nestjs/common';
import { PairCommand } from '../../../domain/pairs/pair.commands';
import { findPair, PairDocument } from '../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../graphql/graphql-errors';
import { PairErrors, pairStream } from './pair-stream';

/** An admin's change of one pair (its fees or its tutor rate): NOT_FOUND for a pair nobody has, else decided and answered once the read model shows it. */
@Injectable()
export class AdminPairChange {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async run(pairId: string, command: Omit<PairCommand, 'metadata'>, context: CommandContext): Promise<PairDocument> {
    const streamId = pairStream.streamIdOf(pairId);
    const { state } = await this.pipeline.load(pairStream.decider, streamId);
    if (state.status === 'none') throw new NotFoundError(PairErrors.notFound);
    await this.pipeline.run(pairStream.decider, streamId, command, context, { awaitReadModels: pairStream.readModels });
    const pair = await findPair(this.readModels, pairId);
    if (!pair) throw new NotFoundError(PairErrors.notFound);
    return pair;
  }
}

import { Injectable } from '@nestjs/common';
import { findPair, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { PairErrors, pairStream } from '../../pair-stream';

/** activatePair: makes a pair active again; the decider lets only its two members do it. */
@Injectable()
export class ActivatePairHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { pairId: string }, context: CommandContext): Promise<PairDocument> {
    const { state } = await this.pipeline.load(pairStream.decider, pairStream.streamIdOf(input.pairId));
    if (state.status === 'none') throw new NotFoundError(PairErrors.notFound);
    await this.pipeline.run(pairStream.decider, pairStream.streamIdOf(input.pairId), { type: 'ActivatePair', data: {} }, context, { awaitReadModels: pairStream.readModels });
    const pair = await findPair(this.readModels, input.pairId);
    if (!pair) throw new NotFoundError(PairErrors.notFound);
    return pair;
  }
}

import { Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { AdminUserRates, AdminUserRatesModel } from '../../admin-user-rates';
import { pairRateDefaultsStream } from '../../pair-rate-defaults-stream';

/**
 * saveClientDefaultPairRate and saveTutorDefaultPairRate: a user's default fee percentage on one
 * side; the user's pairs without fees of their own apply it to their sessions not yet processed.
 */
@Injectable()
export class SaveDefaultPairRateHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly rates: AdminUserRates,
  ) {}

  async execute(input: { userId: string; side: 'client' | 'tutor'; rate: number; reason: string }, context: CommandContext): Promise<AdminUserRatesModel> {
    const user = await this.rates.requireUser(input.userId);
    await this.pipeline.run(
      pairRateDefaultsStream.decider,
      pairRateDefaultsStream.streamIdOf(user._id),
      { type: 'SaveDefaultPairRate', data: { ...input, userId: user._id } },
      context,
      { awaitReadModels: pairRateDefaultsStream.readModels },
    );
    return this.rates.of(user._id);
  }
}

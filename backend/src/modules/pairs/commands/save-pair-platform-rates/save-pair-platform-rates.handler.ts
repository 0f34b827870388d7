import { Injectable } from '@nestjs/common';
import { PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { AdminPairChange } from '../../admin-pair-change';

/** savePairPlatformRates: the pair's own fee percentages, for its sessions not yet processed. */
@Injectable()
export class SavePairPlatformRatesHandler {
  constructor(private readonly change: AdminPairChange) {}

  execute(input: { pairId: string; tutorPlatformFeePercentageRate: number; tuteePlatformFeePercentageRate: number; reason: string }, context: CommandContext): Promise<PairDocument> {
    const { pairId, ...data } = input;
    return this.change.run(pairId, { type: 'SavePairPlatformRates', data }, context);
  }
}

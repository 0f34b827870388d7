import { Injectable } from '@nestjs/common';
import { PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { AdminPairChange } from '../../admin-pair-change';

/** saveHourlyRateForPair: the pair's tutor rate (the client's follows with the fee), for its sessions not yet processed. */
@Injectable()
export class SaveHourlyRateForPairHandler {
  constructor(private readonly change: AdminPairChange) {}

  execute(input: { pairId: string; tutorHourlyWage: number; reason: string }, context: CommandContext): Promise<PairDocument> {
    return this.change.run(input.pairId, { type: 'SavePairHourlyRate', data: { tutorHourlyWage: input.tutorHourlyWage, reason: input.reason } }, context);
  }
}

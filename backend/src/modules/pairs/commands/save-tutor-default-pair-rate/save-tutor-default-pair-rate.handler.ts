import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { AdminUserRatesModel } from '../../admin-user-rates';
import { SaveDefaultPairRateHandler } from '../save-client-default-pair-rate/save-client-default-pair-rate.handler';

/** saveTutorDefaultPairRate: the tutor side of SaveDefaultPairRateHandler. */
@Injectable()
export class SaveTutorDefaultPairRateHandler {
  constructor(private readonly defaults: SaveDefaultPairRateHandler) {}

  execute(input: { userId: string; rate: number; reason: string }, context: CommandContext): Promise<AdminUserRatesModel> {
    return this.defaults.execute({ ...input, side: 'tutor' }, context);
  }
}

import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { AdminUserRates, AdminUserRatesModel } from '../../../pairs/admin-user-rates';
import { TutorProfileEdits } from '../../tutor-profile-stream';

/**
 * saveHourlyWage: an admin sets a tutor's hourly rate, with a reason (recorded with the admin on
 * TutorHourlyWageSet). Pairs made from then on start at it; a pair's own rate is saveHourlyRateForPair.
 */
@Injectable()
export class SaveHourlyWageHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly rates: AdminUserRates,
  ) {}

  async execute(input: { userId: string; hourlyWage: number; reason: string }, context: CommandContext): Promise<AdminUserRatesModel> {
    const user = await this.rates.requireUser(input.userId);
    await this.edits.run(user._id, [{ type: 'SetHourlyWage', data: { hourlyWage: input.hourlyWage, reason: input.reason } }], context);
    return this.rates.of(user._id);
  }
}

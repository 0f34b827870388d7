import { Injectable } from '@nestjs/common';
import { creditAccountDecider } from '../../../../../domain/referrals/credit-account.decider';
import { creditAccountStreamId } from '../../../../../domain/referrals/credit-account.events';
import { referralsProjection } from '../../../../../projections/referrals/referrals.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { AdminUserRates, AdminUserRatesModel } from '../../../pairs/admin-user-rates';

/**
 * saveTutoringMarketplaceCredit (the spec's save{product}Credit): an admin grants (a positive
 * amount) or removes (a negative one) account credit, with a reason, on the user's credit account;
 * the client's next payouts spend it before the card, as referral credit.
 */
@Injectable()
export class SaveTutoringMarketplaceCreditHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly rates: AdminUserRates,
  ) {}

  async execute(input: { userId: string; amountCents: number; reason: string }, context: CommandContext): Promise<AdminUserRatesModel> {
    const user = await this.rates.requireUser(input.userId);
    await this.pipeline.run(
      creditAccountDecider,
      creditAccountStreamId(user._id),
      { type: 'SaveAccountCredit', data: { userId: user._id, amountCents: input.amountCents, reason: input.reason } },
      context,
      { awaitReadModels: [referralsProjection.name] },
    );
    return this.rates.of(user._id);
  }
}

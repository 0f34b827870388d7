import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminCorrectSessionHandler } from './commands/admin-correct-session/admin-correct-session.handler';
import { AdminCorrectSessionResolver } from './commands/admin-correct-session/admin-correct-session.resolver';
import { AdminRefundSessionHandler } from './commands/admin-refund-session/admin-refund-session.handler';
import { AdminRefundSessionResolver } from './commands/admin-refund-session/admin-refund-session.resolver';
import { GetAdminRefundablePayoutsHandler } from './queries/get-admin-refundable-payouts/get-admin-refundable-payouts.handler';
import { GetAdminRefundablePayoutsResolver } from './queries/get-admin-refundable-payouts/get-admin-refundable-payouts.resolver';
import { GetAdminPayoutReplayHandler } from './queries/get-admin-payout-replay/get-admin-payout-replay.handler';
import { GetAdminPayoutReplayResolver } from './queries/get-admin-payout-replay/get-admin-payout-replay.resolver';
import { PayoutMoneySteps } from './payout-money-steps';

/**
 * Finance and support (issue 15): the month's payout replay, refunds and corrections of processed
 * sessions, and the reports queue. One folder per operation.
 */
@Module({
  imports: [AccountsModule],
  providers: [GetAdminPayoutReplayHandler, GetAdminPayoutReplayResolver, AdminRefundSessionHandler, AdminRefundSessionResolver, GetAdminRefundablePayoutsHandler, GetAdminRefundablePayoutsResolver, PayoutMoneySteps, AdminCorrectSessionHandler, AdminCorrectSessionResolver],
})
export class FinanceModule {}

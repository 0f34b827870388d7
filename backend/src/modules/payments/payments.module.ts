import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AddPaymentMethodResolver } from './commands/add-payment-method/add-payment-method.resolver';
import { AdminRetrySessionPayoutResolver } from './commands/admin-retry-session-payout/admin-retry-session-payout.resolver';
import { AssociateStripeConnectResolver } from './commands/associate-stripe-connect/associate-stripe-connect.resolver';
import { CheckStripeConnectAccountVerifiedResolver } from './commands/check-stripe-connect-account-verified/check-stripe-connect-account-verified.resolver';
import { EditPrimaryPayoutOptionResolver } from './commands/edit-primary-payout-option/edit-primary-payout-option.resolver';
import { SendErrorMessageFollowUpToUserResolver } from './commands/send-error-message-follow-up-to-user/send-error-message-follow-up-to-user.resolver';
import { RemovePaymentMethodResolver } from './commands/remove-payment-method/remove-payment-method.resolver';
import { SetDefaultPaymentMethodResolver } from './commands/set-default-payment-method/set-default-payment-method.resolver';
import { PaymentAccountCommands } from './payment-account-commands.service';
import { PayoutScheduleReaction } from './payout-schedule/payout-schedule.reaction';
import { GetAdminPaymentErrorSessionsResolver } from './queries/get-admin-payment-error-sessions/get-admin-payment-error-sessions.resolver';
import { GetAdminPayoutsResolver } from './queries/get-admin-payouts/get-admin-payouts.resolver';
import { GetCreditCardDataResolver } from './queries/get-credit-card-data/get-credit-card-data.resolver';
import { GetPayoutSettingsResolver } from './queries/get-payout-settings/get-payout-settings.resolver';
import { GetStripeConnectLoginLinkResolver } from './queries/get-stripe-connect-login-link/get-stripe-connect-login-link.resolver';
import { StripeWebhookController } from './webhook/stripe-webhook.controller';

/**
 * Card payments (clients' cards on a customer each), tutor payouts (Stripe Connect or a manual
 * Venmo/PayPal handle), the Stripe webhook, and the schedule of payout jobs at each session's
 * processing time (the jobs run in workers/payouts).
 */
@Module({
  imports: [AccountsModule],
  controllers: [StripeWebhookController],
  providers: [
    PaymentAccountCommands,
    PayoutScheduleReaction,
    AddPaymentMethodResolver,
    RemovePaymentMethodResolver,
    SetDefaultPaymentMethodResolver,
    GetCreditCardDataResolver,
    AssociateStripeConnectResolver,
    CheckStripeConnectAccountVerifiedResolver,
    EditPrimaryPayoutOptionResolver,
    GetStripeConnectLoginLinkResolver,
    GetPayoutSettingsResolver,
    GetAdminPayoutsResolver,
    AdminRetrySessionPayoutResolver,
    GetAdminPaymentErrorSessionsResolver,
    SendErrorMessageFollowUpToUserResolver,
  ],
  exports: [PaymentAccountCommands],
})
export class PaymentsModule {}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PairsModule } from '../pairs/pairs.module';
import { AdminPayoutPartiesResolver } from './admin-payout-parties.resolver';
import { AddPaymentMethodHandler } from './commands/add-payment-method/add-payment-method.handler';
import { AddPaymentMethodResolver } from './commands/add-payment-method/add-payment-method.resolver';
import { AdminRetrySessionPayoutHandler } from './commands/admin-retry-session-payout/admin-retry-session-payout.handler';
import { AdminRetrySessionPayoutResolver } from './commands/admin-retry-session-payout/admin-retry-session-payout.resolver';
import { AssociateStripeConnectHandler } from './commands/associate-stripe-connect/associate-stripe-connect.handler';
import { AssociateStripeConnectResolver } from './commands/associate-stripe-connect/associate-stripe-connect.resolver';
import { CheckStripeConnectAccountVerifiedHandler } from './commands/check-stripe-connect-account-verified/check-stripe-connect-account-verified.handler';
import { CheckStripeConnectAccountVerifiedResolver } from './commands/check-stripe-connect-account-verified/check-stripe-connect-account-verified.resolver';
import { EditPrimaryPayoutOptionHandler } from './commands/edit-primary-payout-option/edit-primary-payout-option.handler';
import { EditPrimaryPayoutOptionResolver } from './commands/edit-primary-payout-option/edit-primary-payout-option.resolver';
import { RemovePaymentMethodHandler } from './commands/remove-payment-method/remove-payment-method.handler';
import { RemovePaymentMethodResolver } from './commands/remove-payment-method/remove-payment-method.resolver';
import { SendErrorMessageFollowUpToUserHandler } from './commands/send-error-message-follow-up-to-user/send-error-message-follow-up-to-user.handler';
import { SendErrorMessageFollowUpToUserResolver } from './commands/send-error-message-follow-up-to-user/send-error-message-follow-up-to-user.resolver';
import { SetDefaultPaymentMethodHandler } from './commands/set-default-payment-method/set-default-payment-method.handler';
import { SetDefaultPaymentMethodResolver } from './commands/set-default-payment-method/set-default-payment-method.resolver';
import { PayoutScheduleReaction } from './payout-schedule/payout-schedule.reaction';
import { HeldPayoutReleaseReaction } from './held-payout-release/held-payout-release.reaction';
import { PayoutMethodWarningMails } from './payout-method-warning/payout-method-warning-mails';
import { GetAdminPaymentErrorSessionsHandler } from './queries/get-admin-payment-error-sessions/get-admin-payment-error-sessions.handler';
import { GetAdminPaymentErrorSessionsResolver } from './queries/get-admin-payment-error-sessions/get-admin-payment-error-sessions.resolver';
import { GetAdminPayoutsHandler } from './queries/get-admin-payouts/get-admin-payouts.handler';
import { GetAdminPayoutsResolver } from './queries/get-admin-payouts/get-admin-payouts.resolver';
import { GetCreditCardDataHandler } from './queries/get-credit-card-data/get-credit-card-data.handler';
import { GetCreditCardDataResolver } from './queries/get-credit-card-data/get-credit-card-data.resolver';
import { GetHeldPayoutsHandler } from './queries/get-held-payouts/get-held-payouts.handler';
import { GetHeldPayoutsResolver } from './queries/get-held-payouts/get-held-payouts.resolver';
import { GetPayoutMethodWarningHandler } from './queries/get-payout-method-warning/get-payout-method-warning.handler';
import { GetPayoutMethodWarningResolver } from './queries/get-payout-method-warning/get-payout-method-warning.resolver';
import { GetPayoutSettingsHandler } from './queries/get-payout-settings/get-payout-settings.handler';
import { GetPayoutSettingsResolver } from './queries/get-payout-settings/get-payout-settings.resolver';
import { GetStripeConnectAuthorizeUrlHandler } from './queries/get-stripe-connect-authorize-url/get-stripe-connect-authorize-url.handler';
import { GetStripeConnectAuthorizeUrlResolver } from './queries/get-stripe-connect-authorize-url/get-stripe-connect-authorize-url.resolver';
import { GetStripeConnectLoginLinkHandler } from './queries/get-stripe-connect-login-link/get-stripe-connect-login-link.handler';
import { GetStripeConnectLoginLinkResolver } from './queries/get-stripe-connect-login-link/get-stripe-connect-login-link.resolver';
import { SandboxConnectController } from './sandbox-connect/sandbox-connect.controller';
import { StripeWebhookController } from './webhook/stripe-webhook.controller';
import { StripeWebhookHandler } from './webhook/stripe-webhook.handler';

/**
 * Card payments (clients' cards on a customer each), tutor payouts (Stripe Connect or a manual
 * Venmo/PayPal handle), the Stripe webhook, and the schedule of payout jobs at each session's
 * processing time (the jobs run in workers/payouts). One folder per operation.
 */
@Module({
  imports: [AccountsModule, PairsModule],
  controllers: [StripeWebhookController, SandboxConnectController],
  providers: [
    AdminPayoutPartiesResolver,
    PayoutScheduleReaction,
    HeldPayoutReleaseReaction,
    PayoutMethodWarningMails,
    GetHeldPayoutsHandler,
    GetHeldPayoutsResolver,
    GetPayoutMethodWarningHandler,
    GetPayoutMethodWarningResolver,
    StripeWebhookHandler,
    AddPaymentMethodHandler,
    AddPaymentMethodResolver,
    RemovePaymentMethodHandler,
    RemovePaymentMethodResolver,
    SetDefaultPaymentMethodHandler,
    SetDefaultPaymentMethodResolver,
    AssociateStripeConnectHandler,
    AssociateStripeConnectResolver,
    CheckStripeConnectAccountVerifiedHandler,
    CheckStripeConnectAccountVerifiedResolver,
    EditPrimaryPayoutOptionHandler,
    EditPrimaryPayoutOptionResolver,
    AdminRetrySessionPayoutHandler,
    AdminRetrySessionPayoutResolver,
    SendErrorMessageFollowUpToUserHandler,
    SendErrorMessageFollowUpToUserResolver,
    GetCreditCardDataHandler,
    GetCreditCardDataResolver,
    GetPayoutSettingsHandler,
    GetPayoutSettingsResolver,
    GetStripeConnectAuthorizeUrlHandler,
    GetStripeConnectAuthorizeUrlResolver,
    GetStripeConnectLoginLinkHandler,
    GetStripeConnectLoginLinkResolver,
    GetAdminPayoutsHandler,
    GetAdminPayoutsResolver,
    GetAdminPaymentErrorSessionsHandler,
    GetAdminPaymentErrorSessionsResolver,
  ],
})
export class PaymentsModule {}

import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PaymentAccountDocument } from '../../../projections/payment-accounts/payment-accounts.projection';
import { PayoutDocument } from '../../../projections/payouts/payouts.projection';

export enum PayoutMethodEnum {
  stripeConnect = 'stripeConnect',
  venmo = 'venmo',
  paypal = 'paypal',
}
registerEnumType(PayoutMethodEnum, { name: 'PayoutMethod', description: 'How a tutor is paid: a Stripe Connect transfer, or a manual Venmo or PayPal payout.' });

@ObjectType('PaymentMethod', { description: 'A card on file (spec: Payment method).' })
export class PaymentMethodModel {
  @Field(() => ID) id!: string;
  @Field(() => String) brand!: string;
  @Field(() => String) last4!: string;
  @Field(() => Int) expMonth!: number;
  @Field(() => Int) expYear!: number;
  @Field(() => Boolean) isDefault!: boolean;

  static listOf(account: PaymentAccountDocument): PaymentMethodModel[] {
    return account.cards.map((card) => ({
      id: card.paymentMethodId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: card.paymentMethodId === account.defaultPaymentMethodId,
    }));
  }
}

@ObjectType('PayoutSettings', { description: "A tutor's way of being paid (the profile's hasStripeConnectAccount, stripeConnectVerified, primaryPayoutMethod, manualPayoutId)." })
export class PayoutSettingsModel {
  @Field(() => Boolean) hasStripeConnectAccount!: boolean;
  @Field(() => Boolean) stripeConnectVerified!: boolean;
  @Field(() => PayoutMethodEnum, { nullable: true, description: 'Null until chosen.' })
  primaryPayoutMethod!: PayoutMethodEnum | null;
  @Field(() => String, { nullable: true, description: 'The Venmo or PayPal handle finance pays to.' }) manualPayoutId!: string | null;

  static of(account: PaymentAccountDocument): PayoutSettingsModel {
    return {
      hasStripeConnectAccount: account.connectAccountId !== null,
      stripeConnectVerified: account.connectVerified,
      primaryPayoutMethod: (account.primaryPayoutMethod as PayoutMethodEnum | null) ?? null,
      manualPayoutId: account.manualPayoutId,
    };
  }
}

export enum HeldPayoutReasonEnum {
  NO_PAYOUT_METHOD = 'NO_PAYOUT_METHOD',
}
registerEnumType(HeldPayoutReasonEnum, { name: 'HeldPayoutReason', description: "Why a tutor's share waits: NO_PAYOUT_METHOD, they had neither a connected Stripe account nor a Venmo or PayPal handle." });

/** The session a payout or a warning is about, as the tutor knows it. */
@ObjectType('TutorSessionBrief', { description: 'A session as its tutor recognises it: subject, times and the client.' })
export class TutorSessionBriefModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => String) subject!: string;
  @Field(() => String, { description: 'ISO 8601.' }) startTime!: string;
  @Field(() => String, { description: 'ISO 8601.' }) endTime!: string;
  @Field(() => String, { description: "The clients' first and last names, comma-separated (one for a one-on-one session); an account that is gone is left out." }) clientName!: string;
}

@ObjectType('HeldPayout', { description: "A tutor's share of a session, held until the tutor has a payout method: the client is already charged." })
export class HeldPayoutModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => Int, { description: "The tutor's share, in cents." }) amountCents!: number;
  @Field(() => String, { description: 'When the payout ran (ISO 8601).' }) processedAt!: string;
  @Field(() => HeldPayoutReasonEnum) reason!: HeldPayoutReasonEnum;
  @Field(() => TutorSessionBriefModel, { nullable: true, description: 'The session paid for; null if the sessions read model no longer has it.' })
  session!: TutorSessionBriefModel | null;

  static of(document: PayoutDocument, session: TutorSessionBriefModel | null): HeldPayoutModel {
    return {
      sessionId: document.payout.sessionId,
      amountCents: document.payout.amounts.tutorPayoutCents,
      processedAt: document.startedAt,
      reason: HeldPayoutReasonEnum.NO_PAYOUT_METHOD,
      session,
    };
  }
}

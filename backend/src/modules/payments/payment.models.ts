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

@ObjectType('HeldPayout', { description: "A tutor's share of a session, held until the tutor has a payout method: the client is already charged." })
export class HeldPayoutModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => Int, { description: "The tutor's share, in cents." }) amountCents!: number;
  @Field(() => String, { description: 'When the payout ran (ISO 8601).' }) processedAt!: string;

  static of(document: PayoutDocument): HeldPayoutModel {
    return { sessionId: document.payout.sessionId, amountCents: document.payout.amounts.tutorPayoutCents, processedAt: document.startedAt };
  }
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PayoutDocument } from '../../../projections/payouts/payouts.projection';

@ObjectType('AdminSessionParty', { description: 'A participant of a session as admins see it.' })
export class AdminSessionPartyModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Empty when the account is gone.' }) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int) hourlyRateCents!: number;
}

@ObjectType('AdminPaymentErrorSession', { description: 'A session whose payout failed (status ERROR), for admins; money in cents.' })
export class AdminPaymentErrorSessionModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => Int) minutes!: number;
  @Field(() => String, { description: 'When it was last due for processing; fixing it sets it to now.' }) processingTime!: string;
  @Field(() => String, { description: 'Why the payout failed, as the user sees it.' }) reason!: string;
  @Field(() => String) erroredAt!: string;
  @Field(() => AdminSessionPartyModel, { nullable: true }) tutor!: AdminSessionPartyModel | null;
  @Field(() => AdminSessionPartyModel, { nullable: true, description: 'The (first) client.' }) client!: AdminSessionPartyModel | null;
  @Field(() => Int, { nullable: true, description: 'What the failed payout was to charge (base plus the client fee; summed over the clients of a group session); null when no payout started.' })
  clientTotalCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'What the failed payout was to pay the tutor; null when no payout started.' }) tutorPayoutCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'Payout attempts so far.' }) attempt!: number | null;
}

@ObjectType('AdminPayout', { description: "A session's payout as finance sees it; money in cents." })
export class AdminPayoutModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) clientId!: string;
  @Field(() => ID) tutorId!: string;
  @Field(() => Int, { description: 'Attempts so far (a fixed error session starts another).' }) attempt!: number;
  @Field(() => String, { description: 'processing, or the payout status kind: error, partial, manual, stripeConnect.' }) status!: string;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field(() => Int) minutes!: number;
  @Field(() => Int, { description: 'What the client owes: base plus the client fee.' }) clientTotalCents!: number;
  @Field(() => Int, { description: 'Referral credit spent before the card.' }) creditsAppliedCents!: number;
  @Field(() => Int) cardChargeCents!: number;
  @Field(() => Int, { description: 'What the tutor receives: base minus the tutor fee.' }) tutorPayoutCents!: number;
  @Field(() => String, { nullable: true }) chargeId!: string | null;
  @Field(() => String, { nullable: true }) transferId!: string | null;
  @Field(() => String, { nullable: true, description: 'venmo or paypal when finance pays the tutor by hand.' }) manualPayoutMethod!: string | null;
  @Field(() => String, { nullable: true, description: 'The handle to pay to.' }) manualPayoutId!: string | null;
  @Field(() => String) startedAt!: string;
  @Field(() => String, { nullable: true }) settledAt!: string | null;

  static of(document: PayoutDocument): AdminPayoutModel {
    const { payout } = document;
    return {
      sessionId: payout.sessionId,
      clientId: payout.clientId,
      tutorId: payout.tutorId,
      attempt: payout.attempt,
      status: payout.status === 'processing' ? 'processing' : (payout.outcome ?? 'processing'),
      failureReason: payout.failureReason,
      minutes: payout.amounts.minutes,
      clientTotalCents: payout.amounts.clientTotalCents,
      creditsAppliedCents: payout.amounts.creditsAppliedCents,
      cardChargeCents: payout.amounts.cardChargeCents,
      tutorPayoutCents: payout.amounts.tutorPayoutCents,
      chargeId: payout.chargeId,
      transferId: payout.transferId,
      manualPayoutMethod: document.manualMethod,
      manualPayoutId: payout.manualPayoutId,
      startedAt: document.startedAt,
      settledAt: document.settledAt,
    };
  }
}

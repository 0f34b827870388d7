import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { findPayouts, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { SignedIn } from '../../../accounts/auth/access';

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

const STATUSES = ['processing', 'error', 'partial', 'manual', 'stripeConnect'];

@Resolver()
export class GetAdminPayoutsResolver {
  constructor(private readonly readModels: ReadModels) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminPayoutModel], { description: 'Payouts started in a month, newest first; `status` narrows them (manual: the PayPal/Venmo payouts finance makes).' })
  async getAdminPayouts(
    @Args('month', { type: () => Int }) month: number,
    @Args('year', { type: () => Int }) year: number,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
  ): Promise<AdminPayoutModel[]> {
    if (!Number.isInteger(month) || month < 1 || month > 12) throw DomainError.fromFieldErrors({ month: 'The month is a number from 1 to 12.' });
    if (status && !STATUSES.includes(status)) throw DomainError.fromFieldErrors({ status: `The status is one of ${STATUSES.join(', ')}.` });
    const payouts = await findPayouts(this.readModels, { month: `${year}-${String(month).padStart(2, '0')}`, status });
    return payouts.map((document) => AdminPayoutModel.of(document));
  }
}

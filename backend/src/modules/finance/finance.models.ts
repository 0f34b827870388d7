import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PayoutReplayReport, REPLAY_TOTAL_ROWS, ReplayDifference, replayReportCsv } from '../../../domain/payouts/payout-replay';
import { PayoutDocument } from '../../../projections/payouts/payouts.projection';

@ObjectType('PayoutReplayDifference', { description: "One way a payout's recorded money differs from its recomputation (`log`) or from the provider's records (`provider`); cents." })
export class PayoutReplayDifferenceModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) clientId!: string;
  @Field(() => String, { description: 'log or provider.' }) source!: string;
  @Field(() => String, { description: 'What differs: netCharged, credits, stripeConnect, paypal, venmo, held, amounts.<field>, session, or a provider record (`charge <id>`, ...).' })
  item!: string;
  @Field(() => Int, { nullable: true }) expectedCents!: number | null;
  @Field(() => Int, { nullable: true }) recordedCents!: number | null;

  static of(difference: ReplayDifference): PayoutReplayDifferenceModel {
    return Object.assign(new PayoutReplayDifferenceModel(), difference);
  }
}

@ObjectType('PayoutReplayTotal', { description: "One of the month's totals, recorded beside recomputed (and what-if); cents, except the counts sessions and payouts." })
export class PayoutReplayTotalModel {
  @Field(() => String, { description: 'sessions, payouts, clientBaseCents, clientFeeCents, tutorFeeCents, creditsCents, chargedCents, refundedCents, stripeConnectCents, paypalCents, venmoCents, heldCents.' })
  key!: string;
  @Field(() => Int) recorded!: number;
  @Field(() => Int) recomputed!: number;
  @Field(() => Int, { nullable: true }) whatIf!: number | null;
}

@ObjectType('PayoutReplayReport', {
  description:
    "Finance's report of a month's payouts: by default from the payout-replay read model (recorded against recomputed; `providerChecked` false), or, with `fullReplay`, the replay of the whole log compared with the provider too: the same report as `npm run payouts:replay`.",
})
export class PayoutReplayReportModel {
  @Field(() => String, { description: 'YYYY-MM.' }) month!: string;
  @Field(() => Boolean, { description: "Whether the payment provider's records were compared (only by the full replay)." }) providerChecked!: boolean;
  @Field(() => Boolean, { description: 'True: the full replay of the log; false: read from the payout-replay read model.' }) fullReplay!: boolean;
  @Field(() => String, { description: 'When this report was computed (ISO-8601).' }) computedAt!: string;
  @Field(() => [PayoutReplayTotalModel]) totals!: PayoutReplayTotalModel[];
  @Field(() => [PayoutReplayDifferenceModel]) differences!: PayoutReplayDifferenceModel[];
  @Field(() => String, { description: 'The report as CSV: the totals (dollars), then the differences (cents).' }) csv!: string;

  static of({ report, fullReplay, computedAt }: { report: PayoutReplayReport; fullReplay: boolean; computedAt: string }): PayoutReplayReportModel {
    return Object.assign(new PayoutReplayReportModel(), {
      month: report.month,
      providerChecked: report.providerChecked,
      fullReplay,
      computedAt,
      totals: REPLAY_TOTAL_ROWS.map(({ key }) => ({ key, recorded: report.recorded[key], recomputed: report.recomputed[key], whatIf: report.whatIf ? report.whatIf[key] : null })),
      differences: report.differences.map((difference) => PayoutReplayDifferenceModel.of(difference)),
      csv: replayReportCsv(report),
    });
  }
}

@ObjectType('AdminRefund', { description: "A payout after an admin's refund; money in cents." })
export class AdminRefundModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) clientId!: string;
  @Field(() => Int, { description: "Given back to the client's card so far." }) refundedCents!: number;
  @Field(() => Int, { description: 'Taken back from the tutor so far (transfer reversals, manual payouts adjusted down).' }) tutorReversedCents!: number;
  @Field(() => String, { nullable: true, description: 'Why the payment provider refused this refund or its reversal, when it did.' }) failure!: string | null;
}

@ObjectType('AdminCorrection', { description: "A payout after an admin's correction of its session; money in cents." })
export class AdminCorrectionModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) clientId!: string;
  @Field(() => Int) minutes!: number;
  @Field(() => Int, { description: 'What the client pays for the session now.' }) clientTotalCents!: number;
  @Field(() => Int, { description: 'What the tutor receives for the session now.' }) tutorPayoutCents!: number;
  @Field(() => Int, { description: "Charged to the client's card (positive) or refunded (negative) by this correction." }) clientDifferenceCents!: number;
  @Field(() => Int, { description: 'Paid to the tutor (positive) or taken back (negative) by this correction.' }) tutorDifferenceCents!: number;
  @Field(() => String, { nullable: true, description: 'Why the payment provider refused to move a difference, when it did.' }) failure!: string | null;
}

@ObjectType('AdminRefundablePayout', { description: "A completed payout (a processed session's, or one client's share of it) as support refunds it; money in cents." })
export class AdminRefundablePayoutModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) clientId!: string;
  @Field(() => ID) tutorId!: string;
  @Field(() => Boolean, { description: 'One client\'s share of a session with several: name the client when refunding.' }) oneOfSeveralClients!: boolean;
  @Field(() => Int) minutes!: number;
  @Field(() => Int, { description: 'Base plus the client fee.' }) clientTotalCents!: number;
  @Field(() => Int, { description: 'What the card was charged (the rest was referral credit).' }) cardChargeCents!: number;
  @Field(() => Int) tutorPayoutCents!: number;
  @Field(() => String, { description: 'stripeConnect, paypal or venmo.' }) payoutMethod!: string;
  @Field(() => Int) refundedCents!: number;
  @Field(() => Int) tutorReversedCents!: number;
  @Field(() => String) startedAt!: string;

  static of(document: PayoutDocument): AdminRefundablePayoutModel {
    const { payout } = document;
    return Object.assign(new AdminRefundablePayoutModel(), {
      sessionId: payout.sessionId,
      clientId: payout.clientId,
      tutorId: payout.tutorId,
      oneOfSeveralClients: payout.oneOfSeveralClients,
      minutes: payout.amounts.minutes,
      clientTotalCents: payout.amounts.clientTotalCents,
      cardChargeCents: payout.chargeId ? payout.amounts.cardChargeCents : 0,
      tutorPayoutCents: payout.amounts.tutorPayoutCents,
      payoutMethod: payout.tutorPayout.method,
      // Documents folded before refunds existed lack the fields.
      refundedCents: payout.refundedCents ?? 0,
      tutorReversedCents: payout.tutorReversedCents ?? 0,
      startedAt: document.startedAt,
    });
  }
}

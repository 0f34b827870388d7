import {
  baseAmountCents,
  computePayoutAmounts,
  DEFAULT_CLIENT_FEE_PERCENT,
  DEFAULT_TUTOR_FEE_PERCENT,
  divideRoundHalfUp,
  feeCents,
  payoutIdempotencyKey,
  payoutInputProblem,
  PayoutMessages,
  REFERRAL_CREDIT_CENTS,
} from './payout.rules';
import { payoutStreamId } from './payout.events';

describe('payout rules', () => {
  it('charges 9.7 % on both sides by default and gives $20 referral credit', () => {
    expect(DEFAULT_CLIENT_FEE_PERCENT).toBe(9.7);
    expect(DEFAULT_TUTOR_FEE_PERCENT).toBe(9.7);
    expect(REFERRAL_CREDIT_CENTS).toBe(2000);
  });

  it('prices an hour: the client pays base + fee, the tutor gets base - fee', () => {
    expect(computePayoutAmounts({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 0 })).toEqual({
      minutes: 60,
      clientBaseCents: 4000,
      clientFeeCents: 388,
      clientTotalCents: 4388,
      creditsAppliedCents: 0,
      cardChargeCents: 4388,
      tutorBaseCents: 3000,
      tutorFeeCents: 291,
      tutorPayoutCents: 2709,
    });
  });

  it('rounds half up to the cent, base first, then the fee on the rounded base', () => {
    expect(divideRoundHalfUp(1, 2)).toBe(1);
    expect(divideRoundHalfUp(3, 2)).toBe(2);
    expect(divideRoundHalfUp(49, 100)).toBe(0);
    expect(baseAmountCents(1, 30)).toBe(1); // 0.5 cent -> 1
    expect(baseAmountCents(1, 29)).toBe(0); // 0.483 cent -> 0
    expect(baseAmountCents(50, 4000)).toBe(3333); // 3333.33
    expect(baseAmountCents(50, 4001)).toBe(3334); // 3334.17
    expect(feeCents(500, 9.7)).toBe(49); // 48.5 -> 49
    expect(feeCents(3333, 9.7)).toBe(323); // 323.301
    expect(feeCents(1875, 9.7)).toBe(182); // 181.875
    const amounts = computePayoutAmounts({ minutes: 50, clientHourlyRateCents: 4000, tutorHourlyRateCents: 2250, availableCreditCents: 0 });
    expect(amounts).toMatchObject({ clientBaseCents: 3333, clientFeeCents: 323, clientTotalCents: 3656, tutorBaseCents: 1875, tutorFeeCents: 182, tutorPayoutCents: 1693 });
  });

  it("uses the pair's own percentages when given, to the hundredth of a percent", () => {
    const amounts = computePayoutAmounts({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, clientFeePercent: 7.7, tutorFeePercent: 0, availableCreditCents: 0 });
    expect(amounts).toMatchObject({ clientFeeCents: 308, clientTotalCents: 4308, tutorFeeCents: 0, tutorPayoutCents: 3000 });
    expect(feeCents(10_000, 9.75)).toBe(975);
    expect(feeCents(10_000, 0.1 + 0.2)).toBe(30); // float noise does not reach the cents
  });

  it('spends credit before the card, never more than the total', () => {
    expect(computePayoutAmounts({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 2000 })).toMatchObject({
      creditsAppliedCents: 2000,
      cardChargeCents: 2388,
    });
    expect(computePayoutAmounts({ minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 5000 })).toMatchObject({
      creditsAppliedCents: 4388,
      cardChargeCents: 0,
    });
  });

  it('refuses fractional minutes or cents, negative rates and fees outside 0-100 %', () => {
    const valid = { minutes: 60, clientHourlyRateCents: 4000, tutorHourlyRateCents: 3000, availableCreditCents: 0 };
    expect(payoutInputProblem(valid)).toBeUndefined();
    expect(payoutInputProblem({ ...valid, minutes: 59.5 })).toBe(PayoutMessages.invalidMinutes);
    expect(payoutInputProblem({ ...valid, clientHourlyRateCents: -1 })).toBe(PayoutMessages.invalidRate);
    expect(payoutInputProblem({ ...valid, tutorHourlyRateCents: 30.5 })).toBe(PayoutMessages.invalidRate);
    expect(payoutInputProblem({ ...valid, tutorFeePercent: 101 })).toBe(PayoutMessages.invalidFee);
    expect(payoutInputProblem({ ...valid, availableCreditCents: -5 })).toBe(PayoutMessages.invalidCredit);
  });

  it('derives idempotency keys from the payout stream, attempt and step: a one-client session keeps the keys it always had', () => {
    expect(payoutIdempotencyKey(payoutStreamId('s1'), 1, 'charge')).toBe('payout-s1-1-charge');
    expect(payoutIdempotencyKey(payoutStreamId('s1'), 2, 'transfer')).toBe('payout-s1-2-transfer');
  });

  it('gives each client of a session with several its own stream and keys', () => {
    expect(payoutStreamId('s1', 'c1')).toBe('payout-s1-c1');
    const keys = ['c1', 'c2'].flatMap((client) => [payoutIdempotencyKey(payoutStreamId('s1', client), 1, 'charge'), payoutIdempotencyKey(payoutStreamId('s1', client), 1, 'transfer')]);
    expect(keys).toEqual(['payout-s1-c1-1-charge', 'payout-s1-c1-1-transfer', 'payout-s1-c2-1-charge', 'payout-s1-c2-1-transfer']);
    expect(new Set([...keys, payoutIdempotencyKey(payoutStreamId('s1'), 1, 'charge')]).size).toBe(5);
  });
});

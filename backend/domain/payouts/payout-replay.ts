import { computePayoutAmounts, PayoutAmounts } from './payout.rules';

/**
 * Finance's replay of a month (issue 15): for every payout (one per paying client of a session) it
 * recomputes from the recorded facts what should have been charged and paid (the session's minutes,
 * the rates and fee percentages in force when the payout started, the referral credit the client
 * spent on it, one share per client of a group session), then compares that with what the log
 * recorded (charges, transfers, manual payouts, refunds) and with the payment provider's own records.
 *
 * Pure: the log and the provider's records come in, a report goes out. The CLI
 * (`npm run payouts:replay`) and the admins' Finance tab share it, and the same input always gives
 * the same report, byte for byte: nothing here reads a clock and everything is sorted.
 *
 * Events are handled by type name (as the log holds them), so facts other contexts add (a pair's
 * `PairPlatformRatesSaved` / `PairHourlyRateSaved`) count as soon as they are recorded.
 */

/** What the replay needs of a recorded event. */
export interface ReplayedEvent {
  streamId: string;
  type: string;
  data: unknown;
}

export type ProviderRecordKind = 'charge' | 'transfer' | 'refund' | 'transferReversal';

/** One money movement as the payment provider (the sandbox's file, or Stripe's API) keeps it. */
export interface ProviderMoneyRecord {
  kind: ProviderRecordKind;
  id: string;
  amountCents: number;
  /** The session it was made for (the metadata the payout sends); null when the provider has none. */
  sessionId: string | null;
}

/** Fee percentages that replace every pair's, for a what-if replay. */
export interface FeeOverride {
  clientFeePercent: number;
  tutorFeePercent: number;
}

export interface ReplayOptions {
  /** YYYY-MM: the payouts whose first attempt started in this month (as the ledger counts them). */
  month: string;
  /** The provider's records, or null when none can be read (then only the log is checked). */
  provider: ProviderMoneyRecord[] | null;
  whatIf?: FeeOverride | null;
}

export interface ReplayTotals {
  sessions: number;
  payouts: number;
  clientBaseCents: number;
  clientFeeCents: number;
  tutorFeeCents: number;
  creditsCents: number;
  chargedCents: number;
  refundedCents: number;
  /** Paid to tutors by Stripe Connect transfers, net of reversals. */
  stripeConnectCents: number;
  paypalCents: number;
  venmoCents: number;
  /** Tutors' shares waiting for a payout method. */
  heldCents: number;
}

export type ReplayTotal = keyof ReplayTotals;

/** One way a payout's recorded money differs from its recomputation or from the provider. */
export interface ReplayDifference {
  sessionId: string;
  clientId: string;
  /** `log`: the log against the recomputation; `provider`: the provider's records against the log. */
  source: 'log' | 'provider';
  /** What differs: an amount of the payout (`charged`, `tutorPaid`, `amounts.clientFeeCents`, ...) or a provider record. */
  item: string;
  expectedCents: number | null;
  recordedCents: number | null;
}

export interface PayoutReplayReport {
  month: string;
  providerChecked: boolean;
  /** What the log recorded. */
  recorded: ReplayTotals;
  /** What the facts say it should have been. */
  recomputed: ReplayTotals;
  /** Recomputed with the what-if fee percentages; null without them. */
  whatIf: ReplayTotals | null;
  differences: ReplayDifference[];
}

// ---- the facts, folded in log order ----

/** A session as the replay needs it; `scheduledSeq` orders it against a pair's rate saved later (any increasing count of the log: a position). */
export interface SessionFacts {
  pairId: string | null;
  startTime: string;
  endTime: string;
  /**
   * Each participant's hourly rate in cents as scheduled. A list, not an object keyed by user id:
   * in V8 an object whose keys are ids makes hidden classes by the id (a million sessions on a
   * rebuild of the Finance tab's read model), where a list of two or three costs a short walk.
   */
  rates: Array<{ userId: string; hourlyRateCents: number }>;
  tutorId: string | null;
  scheduledSeq: number;
}

/** A pair's fees as its latest event carrying them gave them, and an hourly rate an admin saved. */
export interface PairFacts {
  clientFeePercent: number | null;
  tutorFeePercent: number | null;
  /** The pair's hourly rate saved by an admin (cents) and when (sequence number); null until one is. */
  savedRateCents: number | null;
  savedRateSeq: number;
}

/** The inputs of one payout's amounts, as in force when its last unpaid attempt started. */
interface PayoutInputs {
  minutes: number;
  clientHourlyRateCents: number;
  tutorHourlyRateCents: number;
  clientFeePercent: number | null;
  tutorFeePercent: number | null;
  availableCreditCents: number;
}

/** One payout's facts for the replay: what it was computed from, and every money movement recorded on it. */
export interface PayoutTrack {
  sessionId: string;
  clientId: string;
  month: string;
  inputs: PayoutInputs | null;
  recordedAmounts: PayoutAmounts | null;
  /** processing | held | failed-error | failed-partial | completed */
  status: string;
  clientPaid: boolean;
  credits: number;
  charges: Movement[];
  transfers: Movement[];
  /** Money given back to the client: an admin's refund (a decision, taken as recorded) or a correction's difference. */
  refunds: Movement[];
  /** Money taken back from the tutor's Connect account. */
  reversals: Movement[];
  /** Manual payouts (PayPal, Venmo) and their later adjustments, signed. */
  manual: Array<Movement & { method: 'paypal' | 'venmo' }>;
  heldCents: number;
  /** An admin's correction of a processed session: the length and rates the money should follow from then on. */
  correction: { minutes: number; clientHourlyRateCents: number; tutorHourlyRateCents: number } | null;
}

/** `cause`: `refund` for an admin's refund (what the replay takes as decided), `correction` for a correction's difference (recomputed). */
interface Movement {
  id: string;
  amountCents: number;
  cause: 'payout' | 'refund' | 'correction';
}

type Data = Record<string, unknown>;
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function minutesBetween(startTime: string, endTime: string): number {
  return Math.round((Date.parse(endTime) - Date.parse(startTime)) / 60_000);
}

function emptyTotals(): ReplayTotals {
  return {
    sessions: 0,
    payouts: 0,
    clientBaseCents: 0,
    clientFeeCents: 0,
    tutorFeeCents: 0,
    creditsCents: 0,
    chargedCents: 0,
    refundedCents: 0,
    stripeConnectCents: 0,
    paypalCents: 0,
    venmoCents: 0,
    heldCents: 0,
  };
}

/** The pair an event on a pair stream is about, or null when the event is not a pair's. */
export function pairIdOfPairEvent(event: ReplayedEvent): string | null {
  const pairId = asString((event.data as Data | null)?.pairId);
  return pairId && event.streamId === `pair-${pairId}` ? pairId : null;
}

/** A pair's facts after one of its events: as the payout worker reads a pair, the latest event carrying a fee gives it. */
export function pairFactsAfter(current: PairFacts | null, event: ReplayedEvent, seq: number): PairFacts {
  const data = (event.data ?? {}) as Data;
  const pair = current ? { ...current } : { clientFeePercent: null, tutorFeePercent: null, savedRateCents: null, savedRateSeq: 0 };
  pair.clientFeePercent = asNumber(data.tuteePlatformFeePercentageRate) ?? pair.clientFeePercent;
  pair.tutorFeePercent = asNumber(data.tutorPlatformFeePercentageRate) ?? pair.tutorFeePercent;
  const savedRate = asNumber(data.tutorHourlyWage);
  if (event.type === 'PairHourlyRateSaved' && savedRate !== null) {
    pair.savedRateCents = Math.round(savedRate * 100);
    pair.savedRateSeq = seq;
  }
  return pair;
}

/** The key of a tutor and client's pair (a group session's client pays at their own pair's fees), from `PairCreated`. */
export function membersKeyOf(event: ReplayedEvent): string | null {
  if (event.type !== 'PairCreated') return null;
  const data = event.data as Data;
  return `${String(data.tutorId)}:${String(data.clientId)}`;
}

export function sessionFactsScheduled(data: Data, seq: number): SessionFacts {
  const participants = (Array.isArray(data.participants) ? data.participants : []) as Array<{ userId: string; userType: string; hourlyRateCents: number }>;
  return {
    pairId: asString(data.pairId),
    startTime: String(data.startTime),
    endTime: String(data.endTime),
    rates: participants.map(({ userId, hourlyRateCents }) => ({ userId, hourlyRateCents })),
    tutorId: participants.find((participant) => participant.userType === 'TUTOR')?.userId ?? null,
    scheduledSeq: seq,
  };
}

export function sessionFactsEdited(session: SessionFacts, data: Data): SessionFacts {
  return { ...session, startTime: asString(data.startTime) ?? session.startTime, endTime: asString(data.endTime) ?? session.endTime };
}

/** Where a payout's pair is found: the session's own, or, for one client of several, that client's pair with the tutor (by members key). */
export function payoutPairOf(session: SessionFacts, clientId: string, oneOfSeveralClients: boolean): { pairId: string | null } | { membersKey: string | null } {
  return oneOfSeveralClients ? { membersKey: session.tutorId ? `${session.tutorId}:${clientId}` : null } : { pairId: session.pairId };
}

/**
 * A payout's track after its `PayoutStarted`, with the facts in force then: the session, its pair,
 * the credit the client spent on it. The fee percentages are those the event recorded
 * (`computedFrom`); a payout started before they were recorded takes the pair's in force then.
 */
export function payoutStarted(existing: PayoutTrack | null, data: Data, facts: { session: SessionFacts | null; pair: PairFacts | null; creditCents: number }): PayoutTrack {
  const payout: PayoutTrack = existing
    ? { ...existing }
    : {
        sessionId: String(data.sessionId),
        clientId: String(data.clientId),
        month: String(data.startedAt).slice(0, 7),
        inputs: null,
        recordedAmounts: null,
        status: 'processing',
        clientPaid: false,
        credits: 0,
        charges: [],
        transfers: [],
        reversals: [],
        refunds: [],
        manual: [],
        heldCents: 0,
        correction: null,
      };
  payout.status = 'processing';
  // A client already paid is never charged again: later attempts keep the first amounts.
  if (!payout.clientPaid) {
    payout.recordedAmounts = data.amounts as PayoutAmounts;
    if (facts.session) payout.inputs = { ...inputsOf(facts.session, payout.clientId, facts.pair, facts.creditCents), ...recordedFeesOf(data) };
  }
  return payout;
}

/** The fee percentages a PayoutStarted recorded; none on one recorded before they were. */
function recordedFeesOf(data: Data): Pick<PayoutInputs, 'clientFeePercent' | 'tutorFeePercent'> | Record<string, never> {
  const computedFrom = (data.computedFrom ?? null) as Data | null;
  const clientFeePercent = asNumber(computedFrom?.clientFeePercent);
  const tutorFeePercent = asNumber(computedFrom?.tutorFeePercent);
  return clientFeePercent !== null && tutorFeePercent !== null ? { clientFeePercent, tutorFeePercent } : {};
}

/**
 * The log folded, event by event in log order, into the payouts of every month with the facts in
 * force when each started; a month's report is read from it. Fed a page at a time by the readers.
 * (The `payout-replay` read model folds the same way into documents, with these same functions.)
 */
export class PayoutReplayFold {
  private readonly sessions = new Map<string, SessionFacts>();
  private readonly pairs = new Map<string, PairFacts>();
  private readonly pairOfMembers = new Map<string, string>();
  /** `${clientId}:${sessionId}` -> credit spent on it. */
  private readonly creditsSpent = new Map<string, number>();
  private readonly payouts = new Map<string, PayoutTrack>();
  private seq = 0;

  apply(event: ReplayedEvent): void {
    const { sessions, pairs, pairOfMembers, creditsSpent, payouts } = this;
    this.seq += 1;
    const seq = this.seq;
    const data = (event.data ?? {}) as Data;
    const pairId = pairIdOfPairEvent(event);
    if (pairId) {
      const members = membersKeyOf(event);
      if (members) pairOfMembers.set(members, pairId);
      pairs.set(pairId, pairFactsAfter(pairs.get(pairId) ?? null, event, seq));
      return;
    }
    const sessionId = asString(data.sessionId);
    if (!sessionId) return;
    switch (event.type) {
      case 'SessionScheduled':
        sessions.set(sessionId, sessionFactsScheduled(data, seq));
        break;
      case 'SessionEdited': {
        const session = sessions.get(sessionId);
        if (session) sessions.set(sessionId, sessionFactsEdited(session, data));
        break;
      }
      case 'CreditsSpent':
        creditsSpent.set(`${String(data.userId)}:${sessionId}`, (creditsSpent.get(`${String(data.userId)}:${sessionId}`) ?? 0) + (asNumber(data.amountCents) ?? 0));
        break;
      case 'PayoutStarted': {
        const session = sessions.get(sessionId) ?? null;
        const clientId = String(data.clientId);
        const where = session ? payoutPairOf(session, clientId, data.oneOfSeveralClients === true) : null;
        const payoutPairId = where && 'pairId' in where ? where.pairId : where?.membersKey ? pairOfMembers.get(where.membersKey) : undefined;
        const pair = payoutPairId ? (pairs.get(payoutPairId) ?? null) : null;
        payouts.set(event.streamId, payoutStarted(payouts.get(event.streamId) ?? null, data, { session, pair, creditCents: creditsSpent.get(`${clientId}:${sessionId}`) ?? 0 }));
        break;
      }
      default: {
        const payout = payouts.get(event.streamId);
        if (payout) applyPayoutEvent(payout, event.type, data);
      }
    }
  }

  report(options: ReplayOptions): PayoutReplayReport {
    return replayReportOf([...this.payouts.values()], options);
  }
}

function rateOf(session: SessionFacts, userId: string): number | undefined {
  return session.rates.find((rate) => rate.userId === userId)?.hourlyRateCents;
}

function inputsOf(session: SessionFacts, clientId: string, pair: PairFacts | null, creditCents: number): PayoutInputs {
  // A rate an admin saved on the pair after the session was scheduled applies to it (it was not processed yet).
  const savedRate = pair && pair.savedRateCents !== null && pair.savedRateSeq > session.scheduledSeq ? pair.savedRateCents : null;
  return {
    minutes: minutesBetween(session.startTime, session.endTime),
    clientHourlyRateCents: savedRate ?? rateOf(session, clientId) ?? 0,
    tutorHourlyRateCents: savedRate ?? (session.tutorId ? (rateOf(session, session.tutorId) ?? 0) : 0),
    clientFeePercent: pair?.clientFeePercent ?? null,
    tutorFeePercent: pair?.tutorFeePercent ?? null,
    availableCreditCents: creditCents,
  };
}

const causeOf = (data: Data): Movement['cause'] => (data.cause === 'refund' || data.cause === 'correction' ? data.cause : 'payout');

/** A payout's track after one of its other events (mutated in place). */
export function applyPayoutEvent(payout: PayoutTrack, type: string, data: Data): void {
  const amountCents = asNumber(data.amountCents) ?? 0;
  const cause = causeOf(data);
  switch (type) {
    case 'CreditsApplied':
      payout.credits += amountCents;
      break;
    case 'ClientCharged':
      payout.clientPaid = true;
      payout.charges.push({ id: String(data.chargeId), amountCents, cause });
      break;
    case 'TutorTransferRequested':
      payout.clientPaid = true;
      break;
    case 'TutorTransferred':
      payout.transfers.push({ id: String(data.transferId), amountCents, cause });
      break;
    case 'ManualPayoutRecorded':
    case 'ManualPayoutAdjusted':
      payout.clientPaid = true;
      if (data.method === 'paypal' || data.method === 'venmo') payout.manual.push({ id: String(data.manualPayoutId), amountCents, cause, method: data.method });
      break;
    case 'TutorPayoutHeld':
      payout.clientPaid = true;
      payout.status = 'held';
      payout.heldCents = amountCents;
      break;
    case 'HeldPayoutReleased':
      payout.status = 'processing';
      payout.heldCents = 0;
      break;
    case 'PayoutFailed':
      payout.status = `failed-${String(data.status)}`;
      break;
    case 'PayoutCompleted':
      payout.clientPaid = true;
      payout.status = 'completed';
      break;
    case 'ClientRefunded':
      payout.refunds.push({ id: String(data.refundId), amountCents, cause });
      break;
    case 'TutorTransferReversed':
      payout.reversals.push({ id: String(data.reversalId), amountCents, cause });
      break;
    case 'PayoutCorrected':
      payout.correction = {
        minutes: asNumber(data.minutes) ?? 0,
        clientHourlyRateCents: asNumber(data.clientHourlyRateCents) ?? 0,
        tutorHourlyRateCents: asNumber(data.tutorHourlyRateCents) ?? 0,
      };
      break;
    default:
      break;
  }
}

/** What a payout should have moved, from its inputs (an admin's correction replaces the length and rates). */
function expectedOf(payout: PayoutTrack, whatIf: FeeOverride | null): PayoutAmounts | null {
  if (!payout.inputs) return null;
  return computePayoutAmounts({
    ...payout.inputs,
    ...(payout.correction ?? {}),
    ...(whatIf ? { clientFeePercent: whatIf.clientFeePercent, tutorFeePercent: whatIf.tutorFeePercent } : {}),
  });
}

const AMOUNT_FIELDS: ReadonlyArray<keyof PayoutAmounts> = [
  'minutes',
  'clientBaseCents',
  'clientFeeCents',
  'clientTotalCents',
  'creditsAppliedCents',
  'cardChargeCents',
  'tutorBaseCents',
  'tutorFeeCents',
  'tutorPayoutCents',
];

/** Money of one payout, net: charges less refunds, transfers less reversals, manual payouts with their adjustments. */
interface PayoutMoney {
  credits: number;
  netCharged: number;
  refunded: number;
  stripeConnect: number;
  paypal: number;
  venmo: number;
  held: number;
}

const MONEY_ITEMS: ReadonlyArray<keyof PayoutMoney> = ['credits', 'netCharged', 'stripeConnect', 'paypal', 'venmo', 'held'];

const sumOf = (items: Movement[], keep: (item: Movement) => boolean = () => true) => items.reduce((total, item) => (keep(item) ? total + item.amountCents : total), 0);
const byRefund = (item: Movement) => item.cause === 'refund';

type PayoutMethod = 'stripeConnect' | 'paypal' | 'venmo';
const payoutMethodOf = (payout: PayoutTrack): PayoutMethod => payout.manual[0]?.method ?? 'stripeConnect';

function recordedMoneyOf(payout: PayoutTrack): PayoutMoney {
  return {
    credits: payout.credits,
    netCharged: sumOf(payout.charges) - sumOf(payout.refunds),
    refunded: sumOf(payout.refunds),
    stripeConnect: sumOf(payout.transfers) - sumOf(payout.reversals),
    paypal: sumOf(payout.manual.filter((item) => item.method === 'paypal')),
    venmo: sumOf(payout.manual.filter((item) => item.method === 'venmo')),
    held: payout.heldCents,
  };
}

/**
 * What the payout should have moved by now, given how far it got (a declined card moved nothing, a
 * held share is not paid yet). Refunds and their reversals are admins' decisions: taken as recorded.
 * The payout method is the tutor's choice, a fact too: the expected pay goes where the recorded pay went.
 */
function expectedMoneyOf(payout: PayoutTrack, amounts: PayoutAmounts | null): PayoutMoney {
  const recorded = recordedMoneyOf(payout);
  if (!amounts) return { credits: 0, netCharged: 0, refunded: recorded.refunded, stripeConnect: 0, paypal: 0, venmo: 0, held: 0 };
  const clientSettled = payout.clientPaid || payout.status === 'failed-partial';
  const tutorPaid = payout.status === 'completed' ? amounts.tutorPayoutCents : 0;
  const method = payoutMethodOf(payout);
  // A refund takes the tutor's share back as a reversal (Connect) or a negative adjustment (manual).
  const paid = method === 'stripeConnect' ? tutorPaid - sumOf(payout.reversals, byRefund) : tutorPaid + sumOf(payout.manual, byRefund);
  const paidBy = (candidate: PayoutMethod) => (candidate === method ? paid : 0);
  return {
    credits: amounts.creditsAppliedCents,
    netCharged: (clientSettled ? amounts.cardChargeCents : 0) - sumOf(payout.refunds, byRefund),
    refunded: recorded.refunded,
    stripeConnect: paidBy('stripeConnect'),
    paypal: paidBy('paypal'),
    venmo: paidBy('venmo'),
    held: payout.status === 'held' ? amounts.tutorPayoutCents : 0,
  };
}

function addTotals(totals: ReplayTotals, amounts: PayoutAmounts | null, money: PayoutMoney): void {
  totals.payouts += 1;
  if (amounts) {
    totals.clientBaseCents += amounts.clientBaseCents;
    totals.clientFeeCents += amounts.clientFeeCents;
    totals.tutorFeeCents += amounts.tutorFeeCents;
  }
  totals.creditsCents += money.credits;
  totals.chargedCents += money.netCharged + money.refunded;
  totals.refundedCents += money.refunded;
  totals.stripeConnectCents += money.stripeConnect;
  totals.paypalCents += money.paypal;
  totals.venmoCents += money.venmo;
  totals.heldCents += money.held;
}

function logDifferences(payout: PayoutTrack, expected: PayoutAmounts | null): ReplayDifference[] {
  const { sessionId, clientId } = payout;
  const difference = (item: string, expectedCents: number | null, recordedCents: number | null): ReplayDifference => ({ sessionId, clientId, source: 'log', item, expectedCents, recordedCents });
  // A payout with no session scheduled in the log: nothing to recompute it from.
  if (!expected) return [difference('session', null, null)];
  const found: ReplayDifference[] = [];
  // The amounts recorded when the payout started are those of the session before any correction.
  if (payout.recordedAmounts && !payout.correction) {
    for (const field of AMOUNT_FIELDS) {
      const recorded = asNumber(payout.recordedAmounts[field]);
      if (recorded !== expected[field]) found.push(difference(`amounts.${field}`, expected[field], recorded));
    }
  }
  const want = expectedMoneyOf(payout, expected);
  const got = recordedMoneyOf(payout);
  for (const item of MONEY_ITEMS) if (got[item] !== want[item]) found.push(difference(item, want[item], got[item]));
  return found;
}

/** The provider's records against the log: each recorded movement there with its amount, and nothing there the log lacks. */
function providerDifferences(payouts: PayoutTrack[], provider: ProviderMoneyRecord[]): ReplayDifference[] {
  const found: ReplayDifference[] = [];
  const byId = new Map(provider.map((record) => [`${record.kind}:${record.id}`, record]));
  const recordedIds = new Set<string>();
  const ownerOf = new Map<string, PayoutTrack>();
  for (const payout of payouts) {
    ownerOf.set(payout.sessionId, ownerOf.get(payout.sessionId) ?? payout);
    const movements: Array<[ProviderRecordKind, Movement[]]> = [
      ['charge', payout.charges],
      ['transfer', payout.transfers],
      ['refund', payout.refunds],
      ['transferReversal', payout.reversals],
    ];
    for (const [kind, items] of movements) {
      for (const item of items) {
        recordedIds.add(`${kind}:${item.id}`);
        const there = byId.get(`${kind}:${item.id}`);
        if (!there || there.amountCents !== item.amountCents) {
          found.push({ sessionId: payout.sessionId, clientId: payout.clientId, source: 'provider', item: `${kind} ${item.id}`, expectedCents: there?.amountCents ?? null, recordedCents: item.amountCents });
        }
      }
    }
  }
  for (const record of provider) {
    const owner = record.sessionId ? ownerOf.get(record.sessionId) : undefined;
    if (owner && !recordedIds.has(`${record.kind}:${record.id}`)) {
      found.push({ sessionId: owner.sessionId, clientId: owner.clientId, source: 'provider', item: `${record.kind} ${record.id}`, expectedCents: record.amountCents, recordedCents: null });
    }
  }
  return found;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The month's report of a whole log. */
export function replayPayouts(events: Iterable<ReplayedEvent>, options: ReplayOptions): PayoutReplayReport {
  const fold = new PayoutReplayFold();
  for (const event of events) fold.apply(event);
  return fold.report(options);
}

/** The month's report of the payouts' tracks (those of other months are left out), whether folded here or kept by the read model. */
export function replayReportOf(all: PayoutTrack[], options: ReplayOptions): PayoutReplayReport {
  const payouts = all
    .filter((payout) => payout.month === options.month)
    .sort((a, b) => compareText(a.sessionId, b.sessionId) || compareText(a.clientId, b.clientId));
  const recorded = emptyTotals();
  const recomputed = emptyTotals();
  const whatIf = options.whatIf ? emptyTotals() : null;
  const differences: ReplayDifference[] = [];
  for (const payout of payouts) {
    const expected = expectedOf(payout, null);
    addTotals(recorded, payout.recordedAmounts, recordedMoneyOf(payout));
    addTotals(recomputed, expected, expectedMoneyOf(payout, expected));
    if (whatIf && options.whatIf) {
      const alternative = expectedOf(payout, options.whatIf);
      addTotals(whatIf, alternative, expectedMoneyOf(payout, alternative));
    }
    differences.push(...logDifferences(payout, expected));
  }
  if (options.provider) differences.push(...providerDifferences(payouts, options.provider));
  const sessions = new Set(payouts.map((payout) => payout.sessionId)).size;
  for (const totals of [recorded, recomputed, whatIf]) if (totals) totals.sessions = sessions;
  differences.sort((a, b) => compareText(a.sessionId, b.sessionId) || compareText(a.clientId, b.clientId) || compareText(a.source, b.source) || compareText(a.item, b.item));
  return { month: options.month, providerChecked: options.provider !== null, recorded, recomputed, whatIf, differences };
}

// ---- the report as text and CSV: the same for the CLI and the Finance tab ----

export const REPLAY_TOTAL_ROWS: ReadonlyArray<{ key: ReplayTotal; label: string }> = [
  { key: 'sessions', label: 'sessions' },
  { key: 'payouts', label: 'payouts' },
  { key: 'clientBaseCents', label: 'client base' },
  { key: 'clientFeeCents', label: 'client fee' },
  { key: 'tutorFeeCents', label: 'tutor fee' },
  { key: 'creditsCents', label: 'credits' },
  { key: 'chargedCents', label: 'charged' },
  { key: 'refundedCents', label: 'refunded' },
  { key: 'stripeConnectCents', label: 'paid by Stripe Connect' },
  { key: 'paypalCents', label: 'paid by PayPal' },
  { key: 'venmoCents', label: 'paid by Venmo' },
  { key: 'heldCents', label: 'held' },
];

/** Cents as dollars with two decimals (counts stay counts). */
export function formatTotal(key: ReplayTotal, value: number): string {
  if (key === 'sessions' || key === 'payouts') return String(value);
  const sign = value < 0 ? '-' : '';
  const cents = Math.abs(value);
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const cell = (value: number | null) => (value === null ? '-' : String(value));

export function replayReportText(report: PayoutReplayReport): string {
  const lines = [`Payout replay ${report.month}`, `provider records: ${report.providerChecked ? 'compared' : 'not available'}`, ''];
  lines.push(`differences: ${report.differences.length}`);
  for (const found of report.differences) {
    lines.push(`  session ${found.sessionId} client ${found.clientId} [${found.source}] ${found.item}: expected ${cell(found.expectedCents)}, recorded ${cell(found.recordedCents)}`);
  }
  lines.push('');
  const columns = report.whatIf ? ['recorded', 'recomputed', 'what-if'] : ['recorded', 'recomputed'];
  lines.push(['total'.padEnd(24), ...columns.map((column) => column.padStart(14))].join(''));
  for (const { key, label } of REPLAY_TOTAL_ROWS) {
    const values = [report.recorded, report.recomputed, ...(report.whatIf ? [report.whatIf] : [])].map((totals) => formatTotal(key, totals[key]).padStart(14));
    lines.push([label.padEnd(24), ...values].join(''));
  }
  return `${lines.join('\n')}\n`;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Two sections in one file: the totals, then the differences, each with its header row. */
export function replayReportCsv(report: PayoutReplayReport): string {
  const rows: string[][] = [['month', 'total', 'recorded', 'recomputed', ...(report.whatIf ? ['what-if'] : [])]];
  for (const { key, label } of REPLAY_TOTAL_ROWS) {
    rows.push([report.month, label, ...[report.recorded, report.recomputed, ...(report.whatIf ? [report.whatIf] : [])].map((totals) => formatTotal(key, totals[key]))]);
  }
  rows.push([]);
  rows.push(['session', 'client', 'source', 'item', 'expected cents', 'recorded cents']);
  for (const found of report.differences) rows.push([found.sessionId, found.clientId, found.source, found.item, cell(found.expectedCents), cell(found.recordedCents)]);
  return `${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}

import { randomUUID } from 'node:crypto';
import { scheduleEndedSession } from '../test-support/ended-session';
import { eventually } from '../test-support/eventually';
import { sessionStreamId } from '../domain/sessions/session.events';
import { SandboxPaymentGateway } from '../src/infrastructure/payments/sandbox-payment-gateway';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';
import { pairOf } from './support/session-operations';
import { findTutorById } from '../projections/tutor-search/tutor-search.projection';
import { findPair } from '../projections/pairs/pairs.projection';
import { TutoringRecordReaction } from '../src/modules/tutors/tutoring-record/tutoring-record.reaction';
import { HeldPayoutReleaseReaction } from '../src/modules/payments/held-payout-release/held-payout-release.reaction';
import { payoutStreamId } from '../domain/payouts/payout.events';

const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken) { id isDefault } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }`;
const REFERRALS = `query { getClientReferralSummary { code link creditsEarnedCents creditBalanceCents referrals { id status referee { id firstName lastName } } } }`;
const ADMIN_PAYOUTS = `query ($month: Int!, $year: Int!, $status: String) { getAdminPayouts(month: $month, year: $year, status: $status) {
  sessionId clientId tutorId attempt status failureReason minutes clientTotalCents creditsAppliedCents cardChargeCents tutorPayoutCents chargeId transferId manualPayoutMethod manualPayoutId startedAt settledAt } }`;
const HELD = `query { getHeldPayouts { sessionId amountCents processedAt reason session { sessionId subject clientName startTime endTime } } }`;
const PAYMENT_ERRORS = `query { getPaymentErrorSessionsForUserV2 { id } }`;
const BY_PAIR_PAID = `query ($pairId: ID!) { getSessionSummariesByPairId(pairId: $pairId) { id status isPaid } }`;
const RETRY = `mutation ($sessionId: ID!) { adminRetrySessionPayout(sessionId: $sessionId) }`;

interface Summary {
  code: string;
  link: string;
  creditsEarnedCents: number;
  creditBalanceCents: number;
  referrals: Array<{ id: string; status: string; referee: { id: string; firstName: string } }>;
}

describe('payouts in the running app: the worker charges and pays at the processing time; referral credits', () => {
  let app: TestApp;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', overrides: Record<string, unknown> = {}): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType, ...overrides }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  /** An hour that has just ended, processed in `dueInMs` (the sessions API schedules it the same way). */
  async function endedSession(tutorId: string, clientId: string, dueInMs = 300): Promise<string> {
    return scheduleEndedSession(app.running.platform.eventStore, {
      tutorId,
      clientId,
      subject: 'SAT',
      timeZoneId: 'America/New_York',
      meeting: { solution: 'LESSONSPACE', joinUrl: null, roomId: null },
      dueInMs,
    });
  }

  const sessionEvents = async (sessionId: string) => (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).map((event) => event.type);

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('charges the referred client once, pays the tutor by Connect, and credits the referrer $20 once', async () => {
    const referrer = await signedUp('STUDENT_OR_PARENT', { firstName: 'Rita' });
    const { getClientReferralSummary: before } = await referrer.client.data<{ getClientReferralSummary: Summary }>(REFERRALS);
    expect(before).toEqual({ code: expect.stringMatching(/^[0-9A-Z]{10}$/), link: expect.any(String), creditsEarnedCents: 0, creditBalanceCents: 0, referrals: [] });
    expect(before.link.endsWith(`/c/${before.code}`)).toBe(true);

    const client = await signedUp('STUDENT_OR_PARENT', { firstName: 'Bea', referralCode: before.code.toLowerCase() });
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const tutor = await signedUp('TUTOR');
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    expect((await referrer.client.data<{ getClientReferralSummary: Summary }>(REFERRALS)).getClientReferralSummary.referrals).toEqual([
      { id: client.id, status: 'SIGNED_UP', referee: { id: client.id, firstName: 'Bea', lastName: 'López' } },
    ]);

    const first = await endedSession(tutor.id, client.id);
    await eventually(async () => (await sessionEvents(first)).includes('SessionProcessed'), { timeoutMs: 10_000 });
    const second = await endedSession(tutor.id, client.id);
    await eventually(async () => (await sessionEvents(second)).includes('SessionProcessed'), { timeoutMs: 10_000 });

    const sandbox = app.running.platform.payments as SandboxPaymentGateway;
    expect(sandbox.charges().filter((charge) => [first, second].includes(charge.metadata.sessionId)).map((charge) => charge.amountCents)).toEqual([4388, 4388]);
    expect(sandbox.transfers().filter((transfer) => [first, second].includes(transfer.metadata.sessionId)).map((transfer) => transfer.amountCents)).toEqual([2709, 2709]);

    const credited = await eventually(async () => {
      const { getClientReferralSummary } = await referrer.client.data<{ getClientReferralSummary: Summary }>(REFERRALS);
      if (getClientReferralSummary.creditsEarnedCents === 0) throw new Error('no credit yet');
      return getClientReferralSummary;
    });
    expect(credited).toMatchObject({ creditsEarnedCents: 2000, creditBalanceCents: 2000, referrals: [{ id: client.id, status: 'CREDITED' }] });
    const grants = (await app.running.platform.eventStore.readAll()).filter((event) => event.type === 'ReferralCreditGranted');
    expect(grants.map((event) => event.data)).toEqual([expect.objectContaining({ userId: referrer.id, refereeId: client.id, sessionId: first, amountCents: 2000 })]);
  });

  it("adds each processed session once to the tutor's hours tutored and the pair's sessions tutored", async () => {
    const client = await signedUp('STUDENT_OR_PARENT');
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const tutor = await signedUp('TUTOR');
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    const pairId = await pairOf(app, tutor.id, client.id);
    const readModels = app.running.projections.readModels;
    const record = async () => ({ hours: (await findTutorById(readModels, tutor.id))?.hoursTutored ?? 0, sessions: (await findPair(readModels, pairId))?.sessionsTutored });
    expect(await record()).toEqual({ hours: 0, sessions: 0 });

    for (const expected of [1, 2]) {
      const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId, dueInMs: 300 });
      await eventually(async () => (await sessionEvents(sessionId)).includes('SessionProcessed'), { timeoutMs: 10_000 });
      await eventually(async () => {
        expect(await record()).toEqual({ hours: expected, sessions: expected });
        return true;
      });
    }

    // A redelivered SessionProcessed records nothing again.
    const processed = (await app.running.platform.eventStore.readAll()).filter((event) => event.type === 'SessionProcessed' && JSON.stringify(event.data).includes(tutor.id));
    const reaction = app.running.app.get(TutoringRecordReaction, { strict: false });
    for (const event of processed) await reaction.react(event);
    await app.running.projections.waitUntilCaughtUp();
    expect(await record()).toEqual({ hours: 2, sessions: 2 });
  });

  it('a declined card leaves the session in ERROR with the reason', async () => {
    const client = await signedUp('STUDENT_OR_PARENT');
    await client.client.data(ADD_CARD, { cardToken: 'tok_chargeDeclined' });
    const tutor = await signedUp('TUTOR');
    const sessionId = await endedSession(tutor.id, client.id);
    await eventually(async () => (await sessionEvents(sessionId)).includes('SessionErrored'), { timeoutMs: 10_000 });
    const errored = (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'SessionErrored');
    expect(errored?.data).toMatchObject({ reason: 'Your card was declined.' });
  });

  it('lists the month\'s payouts for admins only, with what finance pays by hand', async () => {
    const client = await signedUp('STUDENT_OR_PARENT');
    await client.client.data(ADD_CARD, { cardToken: 'tok_amex' });
    const tutor = await signedUp('TUTOR');
    await tutor.client.data(`mutation { editPrimaryPayoutOption(primaryPayoutMethod: venmo, manualPayoutId: "@tutor-by-hand") { manualPayoutId } }`);
    const sessionId = await endedSession(tutor.id, client.id);
    await eventually(async () => (await sessionEvents(sessionId)).includes('SessionProcessed'), { timeoutMs: 10_000 });

    const admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    const now = new Date();
    const variables = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear(), status: 'manual' };
    const listed = await eventually(async () => {
      const { getAdminPayouts } = await admin.data<{ getAdminPayouts: Array<Record<string, unknown>> }>(ADMIN_PAYOUTS, variables);
      const mine = getAdminPayouts.find((payout) => payout.sessionId === sessionId);
      if (!mine) throw new Error('not listed yet');
      return mine;
    });
    expect(listed).toMatchObject({
      clientId: client.id,
      tutorId: tutor.id,
      attempt: 1,
      status: 'manual',
      failureReason: null,
      minutes: 60,
      clientTotalCents: 4388,
      cardChargeCents: 4388,
      tutorPayoutCents: 2709,
      chargeId: expect.stringMatching(/^pi_/),
      transferId: null,
      manualPayoutMethod: 'venmo',
      manualPayoutId: '@tutor-by-hand',
    });
    // Running a settled payout's job again changes nothing: no second charge or transfer, no event but the admin's retry itself (the audit trail's).
    const before = (await app.running.platform.eventStore.readAll()).length;
    expect((await admin.data<{ adminRetrySessionPayout: boolean }>(RETRY, { sessionId })).adminRetrySessionPayout).toBe(true);
    // A probe payout queued after the retry (FIFO) and longer than it: once it is processed, the retry has run.
    const probe = await endedSession(tutor.id, client.id, 0);
    await eventually(async () => (await sessionEvents(probe)).includes('SessionProcessed'), { timeoutMs: 10_000 });
    const sandbox = app.running.platform.payments as SandboxPaymentGateway;
    expect(sandbox.charges().filter((charge) => charge.metadata.sessionId === sessionId)).toHaveLength(1);
    const recorded = (await app.running.platform.eventStore.readAll()).slice(before).filter((event) => event.streamId.endsWith(sessionId));
    expect(recorded.map((event) => `${event.streamId}:${event.type}`)).toEqual([`session-${sessionId}:SessionPayoutRetryRequested`]);
    const adminId = (await admin.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.id;
    expect(recorded[0]).toMatchObject({ data: { sessionId, byUserId: adminId }, metadata: { actorId: adminId } });
    expect((await client.client.request(RETRY, { sessionId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // An id of no session queues nothing.
    expect((await admin.request(RETRY, { sessionId: '../../etc/passwd' })).errors?.[0]).toMatchObject({ message: 'This session does not exist.', extensions: { code: 'NOT_FOUND', messageId: 'session.notFound' } });
    expect((await client.client.request(ADMIN_PAYOUTS, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().request(ADMIN_PAYOUTS, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("a tutor without a payout method: the client is charged and sees Paid, the tutor's share is held, then paid once when they add a method", async () => {
    const client = await signedUp('STUDENT_OR_PARENT');
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const tutor = await signedUp('TUTOR');
    const pairId = await pairOf(app, tutor.id, client.id);
    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId, dueInMs: 300 });
    await eventually(async () => (await sessionEvents(sessionId)).includes('SessionProcessed'), { timeoutMs: 10_000 });
    expect(await sessionEvents(sessionId)).not.toContain('SessionErrored');

    const sandbox = app.running.platform.payments as SandboxPaymentGateway;
    const transfersOf = () => sandbox.transfers().filter((transfer) => transfer.metadata.sessionId === sessionId);
    expect(sandbox.charges().filter((charge) => charge.metadata.sessionId === sessionId).map((charge) => charge.amountCents)).toEqual([4388]);
    expect(transfersOf()).toEqual([]);

    // The client: Paid, no payment error to fix.
    for (const participant of [client, tutor]) {
      const { getPaymentErrorSessionsForUserV2 } = await participant.client.data<{ getPaymentErrorSessionsForUserV2: Array<{ id: string }> }>(PAYMENT_ERRORS);
      expect(getPaymentErrorSessionsForUserV2.map((session) => session.id)).not.toContain(sessionId);
    }
    const paid = await eventually(async () => {
      const { getSessionSummariesByPairId } = await client.client.data<{ getSessionSummariesByPairId: Array<{ id: string; status: string; isPaid: boolean }> }>(BY_PAIR_PAID, { pairId });
      const found = getSessionSummariesByPairId.find((session) => session.id === sessionId);
      if (!found?.isPaid) throw new Error('not paid yet');
      return found;
    });
    expect(paid.status).not.toBe('ERROR');

    // The tutor sees their share held; nobody else sees it.
    const held = await eventually(async () => {
      const { getHeldPayouts } = await tutor.client.data<{ getHeldPayouts: Array<{ sessionId: string; amountCents: number }> }>(HELD);
      if (getHeldPayouts.length === 0) throw new Error('not held yet');
      return getHeldPayouts;
    });
    expect(held).toEqual([
      {
        sessionId,
        amountCents: 2709,
        processedAt: expect.any(String),
        reason: 'NO_PAYOUT_METHOD',
        session: { sessionId, subject: 'Algebra 1', clientName: 'Ana López', startTime: expect.any(String), endTime: expect.any(String) },
      },
    ]);
    expect((await client.client.request(HELD)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().request(HELD)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = await signedUp('TUTOR');
    expect((await other.client.data<{ getHeldPayouts: unknown[] }>(HELD)).getHeldPayouts).toEqual([]);

    // Adding a method releases the held share: one transfer, with the held attempt's key.
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    await eventually(async () => {
      expect(transfersOf().map((transfer) => transfer.amountCents)).toEqual([2709]);
      return true;
    });
    const payoutEvents = async () => (await app.running.platform.eventStore.readStream(payoutStreamId(sessionId))).map((event) => event.type);
    await eventually(async () => (await payoutEvents()).includes('PayoutCompleted'));
    await eventually(async () => {
      expect((await tutor.client.data<{ getHeldPayouts: unknown[] }>(HELD)).getHeldPayouts).toEqual([]);
      return true;
    });

    // A redelivered cause (and a second method chosen later) pays nothing twice and records nothing.
    const before = await payoutEvents();
    const causes = (await app.running.platform.eventStore.readAll()).filter((event) => event.type === 'StripeConnectAccountAssociated' && (event.data as { userId: string }).userId === tutor.id);
    expect(causes).toHaveLength(1);
    const reaction = app.running.app.get(HeldPayoutReleaseReaction, { strict: false });
    await reaction.release.react(causes[0]);
    await reaction.release.react(causes[0]);
    await tutor.client.data(`mutation { editPrimaryPayoutOption(primaryPayoutMethod: venmo, manualPayoutId: "@later") { manualPayoutId } }`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await payoutEvents()).toEqual(before);
    expect(transfersOf()).toHaveLength(1);
    expect(transfersOf()[0].idempotencyKey).toBe(`payout-${sessionId}-1-transfer`);
  });
});

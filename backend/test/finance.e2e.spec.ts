import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { payoutStreamId } from '../domain/payouts/payout.events';
import { sessionStreamId } from '../domain/sessions/session.events';
import { SandboxPaymentGateway } from '../src/infrastructure/payments/sandbox-payment-gateway';
import { loadConfig } from '../src/config/app-config';
import { scheduleEndedSession } from '../test-support/ended-session';
import { eventually } from '../test-support/eventually';
import { payoutReplayCli } from '../../ops/payouts/payout-replay';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { pairOf } from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken) { id isDefault } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }`;
const VENMO = `mutation { editPrimaryPayoutOption(primaryPayoutMethod: venmo, manualPayoutId: "@tutor-by-hand") { manualPayoutId } }`;
const REPLAY = `query ($month: String!, $clientFeePercent: Float, $tutorFeePercent: Float, $fullReplay: Boolean) {
  getAdminPayoutReplay(month: $month, clientFeePercent: $clientFeePercent, tutorFeePercent: $tutorFeePercent, fullReplay: $fullReplay) {
    month providerChecked fullReplay computedAt totals { key recorded recomputed whatIf } differences { sessionId clientId source item expectedCents recordedCents } csv } }`;

interface Replay {
  month: string;
  providerChecked: boolean;
  fullReplay: boolean;
  computedAt: string;
  totals: Array<{ key: string; recorded: number; recomputed: number; whatIf: number | null }>;
  differences: Array<{ sessionId: string; item: string }>;
  csv: string;
}

/** Runs the CLI on a data directory and answers its status and what it printed. */
async function replayCli(dataDir: string, argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await payoutReplayCli(argv, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), { out: (text) => (out += text), err: (text) => (err += text) });
  return { status, out, err };
}

describe("finance: the month's payout replay over the log the running app wrote", () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let month: string;
  const sessions: string[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'replay-'));

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  async function processed(tutorId: string, clientId: string, pairId: string | null): Promise<string> {
    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId, clientId, pairId, tutorRateCents: 3000, clientRateCents: 3000, dueInMs: 0 });
    await eventually(async () => (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).some((event) => event.type === 'SessionProcessed'), { timeoutMs: 10_000 });
    return sessionId;
  }

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    // One session of a pair paid by Connect, one without a pair paid by Venmo.
    const client = await signedUp('STUDENT_OR_PARENT');
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const connectTutor = await signedUp('TUTOR');
    await connectTutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    const venmoTutor = await signedUp('TUTOR');
    await venmoTutor.client.data(VENMO);
    sessions.push(await processed(connectTutor.id, client.id, await pairOf(app, connectTutor.id, client.id)));
    sessions.push(await processed(venmoTutor.id, client.id, null));
    const started = (await app.running.platform.eventStore.readAll()).find((event) => event.type === 'PayoutStarted')!.data as { startedAt: string };
    month = started.startedAt.slice(0, 7);
  });

  afterAll(async () => {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('finds no difference in the log the worker wrote, the same report twice; a copy with one altered charge names that session and fails', async () => {
    const clean = await replayCli(app.dataDir, ['--month', month]);
    expect(clean.status).toBe(0);
    expect(clean.out).toContain('differences: 0');
    expect(clean.out).toContain('provider records: compared');
    expect(clean.out).toMatch(/paid by Stripe Connect\s+27\.09\s+27\.09/);
    expect(clean.out).toMatch(/paid by Venmo\s+27\.09\s+27\.09/);
    expect((await replayCli(app.dataDir, ['--month', month])).out).toBe(clean.out);

    // The copy: the log (a consistent snapshot of the live database) and the provider's file.
    const copy = mkdtempSync(join(scratch, 'copy-'));
    const live = new Database(join(app.dataDir, 'events.sqlite'), { readonly: true });
    await live.backup(join(copy, 'events.sqlite'));
    live.close();
    copyFileSync(join(app.dataDir, 'payments-sandbox.jsonl'), join(copy, 'payments-sandbox.jsonl'));
    const altered = new Database(join(copy, 'events.sqlite'));
    const changed = altered
      .prepare(`UPDATE events SET data = json_set(data, '$.amountCents', json_extract(data, '$.amountCents') - 100) WHERE type = 'ClientCharged' AND json_extract(data, '$.sessionId') = ?`)
      .run(sessions[1]).changes;
    altered.close();
    expect(changed).toBe(1);

    const failed = await replayCli(copy, ['--month', month]);
    expect(failed.status).toBe(1);
    expect(failed.out).toContain(`session ${sessions[1]} client`);
    expect(failed.out).toMatch(new RegExp(`session ${sessions[1]} client \\S+ \\[log\\] netCharged: expected 3291, recorded 3191`));
    expect(failed.out).toMatch(new RegExp(`session ${sessions[1]} client \\S+ \\[provider\\] charge pi_\\S+: expected 3291, recorded 3191`));
    expect(failed.out).not.toContain(sessions[0]);
  });

  it('writes what-if totals beside the recorded ones into a scratch file, never into the log', async () => {
    const before = await app.running.platform.eventStore.headPosition();
    const file = join(scratch, 'what-if.json');
    const run = await replayCli(app.dataDir, ['--month', month, '--client-fee', '9.7', '--tutor-fee', '7.7', '--what-if-file', file]);
    expect(run.status).toBe(0);
    expect(run.err).toContain(file);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { clientFeePercent: number; tutorFeePercent: number; recorded: { tutorFeeCents: number }; whatIf: { tutorFeeCents: number } };
    expect(written).toMatchObject({ month, clientFeePercent: 9.7, tutorFeePercent: 7.7, recorded: { tutorFeeCents: 291 * 2 }, whatIf: { tutorFeeCents: 231 * 2 } });
    expect(await app.running.platform.eventStore.headPosition()).toBe(before);
  });

  it('refuses a month not written YYYY-MM and one fee without the other, with the usage', async () => {
    for (const argv of [[], ['--month', '2026-13'], ['--month', month, '--client-fee', '9.7'], ['--month', month, '--client-fee', 'x', '--tutor-fee', '1']]) {
      const run = await replayCli(app.dataDir, argv);
      expect(run.status).toBe(2);
      expect(run.err).toContain('usage: npm run payouts:replay');
    }
  });

  it('answers admins from the read model without reading the log, the totals of the full replay, with CSV; fullReplay replays the log and compares with the provider too; refuses strangers (UNAUTHENTICATED), clients and tutors (FORBIDDEN)', async () => {
    const readAll = jest.spyOn(app.running.platform.eventStore, 'readAll');
    const { getAdminPayoutReplay } = await admin.data<{ getAdminPayoutReplay: Replay }>(REPLAY, { month, clientFeePercent: 9.7, tutorFeePercent: 7.7 });
    expect(readAll).not.toHaveBeenCalled();
    expect(getAdminPayoutReplay).toMatchObject({ month, providerChecked: false, fullReplay: false, differences: [] });
    expect(getAdminPayoutReplay.totals.find((total) => total.key === 'tutorFeeCents')).toEqual({ key: 'tutorFeeCents', recorded: 582, recomputed: 582, whatIf: 462 });
    expect(getAdminPayoutReplay.totals.find((total) => total.key === 'payouts')).toMatchObject({ recorded: 2, recomputed: 2 });
    expect(getAdminPayoutReplay.csv.split('\n')[0]).toBe('month,total,recorded,recomputed,what-if');
    expect(getAdminPayoutReplay.csv).toContain(`${month},paid by Venmo,27.09,27.09,27.69`);

    const full = await admin.data<{ getAdminPayoutReplay: Replay }>(REPLAY, { month, clientFeePercent: 9.7, tutorFeePercent: 7.7, fullReplay: true });
    expect(readAll).toHaveBeenCalled();
    readAll.mockRestore();
    expect(full.getAdminPayoutReplay).toMatchObject({ month, providerChecked: true, fullReplay: true, differences: [] });
    expect(full.getAdminPayoutReplay.totals).toEqual(getAdminPayoutReplay.totals);
    expect(full.getAdminPayoutReplay.csv).toBe(getAdminPayoutReplay.csv);
    expect(Date.parse(full.getAdminPayoutReplay.computedAt)).toBeGreaterThanOrEqual(Date.parse(getAdminPayoutReplay.computedAt));

    const stranger = app.client();
    const client = await signedUp('STUDENT_OR_PARENT');
    const tutor = await signedUp('TUTOR');
    // A stranger is asked to sign in first; signed-in users who are not admins are refused.
    const answers = await Promise.all([stranger, client.client, tutor.client].flatMap((caller) => [false, true].map((fullReplay) => caller.request(REPLAY, { month, fullReplay }))));
    expect(answers.map((answer) => [answer.errors?.[0].extensions?.code, answer.data])).toEqual([
      ['UNAUTHENTICATED', null],
      ['UNAUTHENTICATED', null],
      ['FORBIDDEN', null],
      ['FORBIDDEN', null],
      ['FORBIDDEN', null],
      ['FORBIDDEN', null],
    ]);
  });

  it('answers a bad month or a lone fee with field messages', async () => {
    const badMonth = await admin.request(REPLAY, { month: '2026-1' });
    expect(badMonth.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { month: 'The month is written YYYY-MM.' } });
    const loneFee = await admin.request(REPLAY, { month, clientFeePercent: 9.7 });
    expect(loneFee.errors?.[0].extensions).toMatchObject({ fieldErrors: { tutorFeePercent: 'A what-if replay needs both the client and the tutor fee.' } });
    const badFee = await admin.request(REPLAY, { month, clientFeePercent: 101, tutorFeePercent: 5 });
    expect(badFee.errors?.[0].extensions).toMatchObject({ fieldErrors: { clientFeePercent: 'Platform fees are percentages from 0 to 100.' } });
  });

  // Last in this describe: it stops the read models.
  it('answers retryable while its read model lags behind the log, saying the answer is not ready (not that a change was saved), while the log moves on', async () => {
    const tutor = await signedUp('TUTOR');
    const client = await signedUp('STUDENT_OR_PARENT');
    await app.running.projections.stop();
    await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId: null, tutorRateCents: 3000, clientRateCents: 3000, dueInMs: 60_000 });
    const lagging = await admin.request(REPLAY, { month });
    expect(lagging.data).toBeNull();
    expect(lagging.errors).toEqual([
      expect.objectContaining({
        message: 'The latest changes are still being brought in. Please try again in a moment.',
        extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', messageId: 'common.catchingUp', retryAfterMs: 500 }),
      }),
    ]);
  });
});

describe('finance: refunds and corrections of processed sessions', () => {
  let app: TestApp;
  let admin: GraphqlClient;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  /** A processed hour at 30.00 each way: the card charged 32.91, the tutor paid 27.09 by Connect or Venmo. */
  async function processedSession(payout: 'connect' | 'venmo'): Promise<{ sessionId: string; client: { client: GraphqlClient; id: string }; tutor: { client: GraphqlClient; id: string } }> {
    const client = await signedUp('STUDENT_OR_PARENT');
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const tutor = await signedUp('TUTOR');
    await tutor.client.data(payout === 'connect' ? ASSOCIATE : VENMO, payout === 'connect' ? { authCode: `ac_${randomUUID()}` } : {});
    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, tutorRateCents: 3000, clientRateCents: 3000, dueInMs: 0 });
    await eventually(async () => (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).some((event) => event.type === 'SessionProcessed'), { timeoutMs: 10_000 });
    return { sessionId, client, tutor };
  }

  const SUMMARY_REFUNDS = `query ($input: CompletedSessionSummaryInput!) { getCompletedSessionSummaryV3(input: $input) { summaries { refunded } monthlyRefunded } }`;
  const REFUND = `mutation ($input: AdminRefundSessionInput!) { adminRefundSession(input: $input) { sessionId clientId refundedCents tutorReversedCents failure } }`;
  const sandbox = () => app.running.platform.payments as SandboxPaymentGateway;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('refunds part of a charge once per idempotency key; the platform bears it, so the tutor keeps the transfer', async () => {
    const { sessionId, client } = await processedSession('connect');
    const input = { sessionId, amountCents: 1000, reason: 'Started 20 minutes late.', tutorAtFault: false, idempotencyKey: randomUUID() };
    const first = await admin.data<{ adminRefundSession: Record<string, unknown> }>(REFUND, { input });
    expect(first.adminRefundSession).toEqual({ sessionId, clientId: client.id, refundedCents: 1000, tutorReversedCents: 0, failure: null });
    expect((await admin.data<{ adminRefundSession: Record<string, unknown> }>(REFUND, { input })).adminRefundSession).toEqual(first.adminRefundSession);
    expect(sandbox().refunds().filter((refund) => refund.metadata.sessionId === sessionId).map((refund) => refund.amountCents)).toEqual([1000]);
    expect(sandbox().transferReversals().filter((reversal) => reversal.metadata.sessionId === sessionId)).toEqual([]);
    const recorded = (await app.running.platform.eventStore.readStream(payoutStreamId(sessionId))).filter((event) => event.type.includes('Refund'));
    expect(recorded.map((event) => event.type)).toEqual(['ClientRefundRequested', 'ClientRefunded']);
    expect(recorded[0].data).toMatchObject({ reason: 'Started 20 minutes late.', byUserId: expect.any(String), cause: 'refund', amountCents: 1000 });
    expect(recorded[0].metadata.actorId).toBe((recorded[0].data as { byUserId: string }).byUserId);
  });

  it("refunds in full and reverses the tutor's transfer when the tutor is at fault, shown in both summaries; the month's replay still finds no difference", async () => {
    const { sessionId, client, tutor } = await processedSession('connect');
    const { adminRefundSession } = await admin.data<{ adminRefundSession: Record<string, unknown> }>(REFUND, {
      input: { sessionId, amountCents: 3291, reason: 'The tutor did not come.', tutorAtFault: true, idempotencyKey: randomUUID() },
    });
    expect(adminRefundSession).toMatchObject({ refundedCents: 3291, tutorReversedCents: 2709, failure: null });
    expect(sandbox().transferReversals().filter((reversal) => reversal.metadata.sessionId === sessionId).map((reversal) => reversal.amountCents)).toEqual([2709]);

    // The client's and the tutor's summaries of the month show it.
    const scheduled = (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId)))[0].data as { startTime: string; timeZoneId: string };
    const [year, month] = new Date(scheduled.startTime).toLocaleDateString('en-CA', { timeZone: scheduled.timeZoneId }).split('-').map(Number);
    const summaryOf = async (caller: GraphqlClient, isTutorContext: boolean) =>
      (await caller.data<{ getCompletedSessionSummaryV3: { summaries: Array<{ refunded: number }>; monthlyRefunded: number } }>(SUMMARY_REFUNDS, { input: { isTutorContext, month, year } }))
        .getCompletedSessionSummaryV3;
    await eventually(async () => {
      expect(await summaryOf(client.client, false)).toEqual({ summaries: [{ refunded: 32.91 }], monthlyRefunded: 32.91 });
      expect(await summaryOf(tutor.client, true)).toEqual({ summaries: [{ refunded: 27.09 }], monthlyRefunded: 27.09 });
      return true;
    });
    const started = (await app.running.platform.eventStore.readStream(payoutStreamId(sessionId)))[0].data as { startedAt: string };
    const { getAdminPayoutReplay } = await admin.data<{ getAdminPayoutReplay: Replay }>(REPLAY, { month: started.startedAt.slice(0, 7) });
    expect(getAdminPayoutReplay.differences).toEqual([]);
    expect(getAdminPayoutReplay.totals.find((total) => total.key === 'refundedCents')).toMatchObject({ recorded: getAdminPayoutReplay.totals.find((total) => total.key === 'refundedCents')!.recomputed });
  });

  it('adjusts a Venmo payout down instead, and refuses more than is left, a blank reason, and an unknown session', async () => {
    const { sessionId } = await processedSession('venmo');
    const { adminRefundSession } = await admin.data<{ adminRefundSession: Record<string, unknown> }>(REFUND, {
      input: { sessionId, amountCents: 3291, reason: 'No-show.', tutorAtFault: true, idempotencyKey: randomUUID() },
    });
    expect(adminRefundSession).toMatchObject({ refundedCents: 3291, tutorReversedCents: 2709 });
    const adjusted = (await app.running.platform.eventStore.readStream(payoutStreamId(sessionId))).find((event) => event.type === 'ManualPayoutAdjusted');
    expect(adjusted?.data).toMatchObject({ method: 'venmo', manualPayoutId: '@tutor-by-hand', amountCents: -2709 });

    const before = await app.running.platform.eventStore.headPosition();
    const tooMuch = await admin.request(REFUND, { input: { sessionId, amountCents: 1, reason: 'Again.', tutorAtFault: false, idempotencyKey: randomUUID() } });
    expect(tooMuch.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { amountCents: 'A refund is more than $0 and at most what the card was charged and not yet refunded.' } });
    const blank = await admin.request(REFUND, { input: { sessionId, amountCents: 1, reason: '  ', tutorAtFault: false, idempotencyKey: randomUUID() } });
    expect(blank.errors?.[0].extensions).toMatchObject({ fieldErrors: { reason: 'Say why the session is refunded (up to 500 characters).' } });
    const unknown = await admin.request(REFUND, { input: { sessionId: randomUUID(), amountCents: 100, reason: 'x', tutorAtFault: false, idempotencyKey: randomUUID() } });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await app.running.platform.eventStore.headPosition()).toBe(before);
  });

  it('refuses strangers (UNAUTHENTICATED), the client and the tutor (FORBIDDEN), storing nothing', async () => {
    const { sessionId, client, tutor } = await processedSession('connect');
    const before = await app.running.platform.eventStore.headPosition();
    const input = { sessionId, amountCents: 100, reason: 'Mine.', tutorAtFault: false, idempotencyKey: randomUUID() };
    const answers = await Promise.all([app.client(), client.client, tutor.client].map((caller) => caller.request(REFUND, { input })));
    expect(answers.map((answer) => answer.errors?.[0].extensions?.code)).toEqual(['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN']);
    expect(await app.running.platform.eventStore.headPosition()).toBe(before);
    expect(sandbox().refunds().filter((refund) => refund.metadata.sessionId === sessionId)).toEqual([]);
  });

  const CORRECT = `mutation ($input: AdminCorrectSessionInput!) {
    adminCorrectSession(input: $input) { sessionId clientId minutes clientTotalCents tutorPayoutCents clientDifferenceCents tutorDifferenceCents failure } }`;
  /** The amounts the sandbox moved for one session, in order. */
  const ofSession = (records: Array<{ amountCents: number; metadata: Record<string, string> }>, sessionId: string) => records.filter((record) => record.metadata.sessionId === sessionId).map((record) => record.amountCents);
  /** The month's report from the read model, checked against the full replay (with the provider): the same totals and differences. */
  const replayOf = async (sessionId: string) => {
    const started = (await app.running.platform.eventStore.readStream(payoutStreamId(sessionId)))[0].data as { startedAt: string };
    const [kept, full] = await Promise.all(
      [false, true].map(async (fullReplay) => (await admin.data<{ getAdminPayoutReplay: Replay }>(REPLAY, { month: started.startedAt.slice(0, 7), fullReplay })).getAdminPayoutReplay),
    );
    expect(full.totals).toEqual(kept.totals);
    expect(full.differences).toEqual(kept.differences);
    return kept;
  };

  it("corrects a longer session once per key: the client is charged the difference and the tutor paid theirs; the month's replay finds no difference", async () => {
    const { sessionId, client } = await processedSession('connect');
    // 90 minutes at 30.00: the client pays 49.37 (+16.46), the tutor gets 40.63 (+13.54).
    const input = { sessionId, minutes: 90, reason: 'The session ran 90 minutes.', idempotencyKey: randomUUID() };
    const first = await admin.data<{ adminCorrectSession: Record<string, unknown> }>(CORRECT, { input });
    expect(first.adminCorrectSession).toEqual({ sessionId, clientId: client.id, minutes: 90, clientTotalCents: 4937, tutorPayoutCents: 4063, clientDifferenceCents: 1646, tutorDifferenceCents: 1354, failure: null });
    expect((await admin.data<{ adminCorrectSession: Record<string, unknown> }>(CORRECT, { input })).adminCorrectSession).toEqual(first.adminCorrectSession);
    expect(ofSession(sandbox().charges(), sessionId)).toEqual([3291, 1646]);
    expect(ofSession(sandbox().transfers(), sessionId)).toEqual([2709, 1354]);
    const corrected = (await app.running.platform.eventStore.readStream(payoutStreamId(sessionId))).find((event) => event.type === 'PayoutCorrected');
    expect(corrected?.data).toMatchObject({ minutes: 90, reason: 'The session ran 90 minutes.', byUserId: expect.any(String), clientDifferenceCents: 1646 });
    expect((await replayOf(sessionId)).differences).toEqual([]);
  });

  it("corrects a shorter session or a lower rate: the difference is refunded and the tutor's transfer reversed; no difference in the replay; bad input stores nothing", async () => {
    const { sessionId } = await processedSession('connect');
    // 30 minutes at 30.00: the client pays 16.46 (-16.45), the tutor gets 13.54 (-13.55).
    const { adminCorrectSession } = await admin.data<{ adminCorrectSession: Record<string, unknown> }>(CORRECT, { input: { sessionId, minutes: 30, reason: 'Half an hour only.', idempotencyKey: randomUUID() } });
    expect(adminCorrectSession).toMatchObject({ minutes: 30, clientDifferenceCents: -1645, tutorDifferenceCents: -1355, failure: null });
    expect(ofSession(sandbox().refunds(), sessionId)).toEqual([1645]);
    expect(ofSession(sandbox().transferReversals(), sessionId)).toEqual([1355]);
    // Then the rate: 30 minutes at 20.00, from the corrected length.
    const { adminCorrectSession: lower } = await admin.data<{ adminCorrectSession: Record<string, unknown> }>(CORRECT, { input: { sessionId, hourlyRateCents: 2000, reason: 'Agreed rate was 20.', idempotencyKey: randomUUID() } });
    expect(lower).toMatchObject({ minutes: 30, clientTotalCents: 1097, clientDifferenceCents: -549 });
    expect(ofSession(sandbox().refunds(), sessionId)).toEqual([1645, 549]);
    expect((await replayOf(sessionId)).differences).toEqual([]);

    const before = await app.running.platform.eventStore.headPosition();
    const blank = await admin.request(CORRECT, { input: { sessionId, minutes: 60, reason: ' ', idempotencyKey: randomUUID() } });
    expect(blank.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { reason: 'Say why the session is corrected (up to 500 characters).' } });
    const noLength = await admin.request(CORRECT, { input: { sessionId, minutes: 0, reason: 'Zero.', idempotencyKey: randomUUID() } });
    expect(noLength.errors?.[0].extensions).toMatchObject({ fieldErrors: { minutes: 'A payout needs the session length in whole minutes.' } });
    const negativeRate = await admin.request(CORRECT, { input: { sessionId, hourlyRateCents: -1, reason: 'Negative.', idempotencyKey: randomUUID() } });
    expect(negativeRate.errors?.[0].extensions).toMatchObject({ fieldErrors: { hourlyRateCents: 'Hourly rates are whole cents, not negative.' } });
    const unknown = await admin.request(CORRECT, { input: { sessionId: randomUUID(), minutes: 30, reason: 'x', idempotencyKey: randomUUID() } });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await app.running.platform.eventStore.headPosition()).toBe(before);
  });

  it("corrects at the fees the payout recorded when it ran, though the pair's fees changed since; the month's replay finds no difference", async () => {
    const client = await signedUp('STUDENT_OR_PARENT');
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const tutor = await signedUp('TUTOR');
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    const pairId = await pairOf(app, tutor.id, client.id);
    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId, tutorRateCents: 3000, clientRateCents: 3000, dueInMs: 0 });
    await eventually(async () => (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).some((event) => event.type === 'SessionProcessed'), { timeoutMs: 10_000 });
    const SAVE_RATES = `mutation ($pairId: ID!) { savePairPlatformRates(pairId: $pairId, tutorPlatformFeePercentageRate: 20, tuteePlatformFeePercentageRate: 20, reason: "New deal.") { id } }`;
    await admin.data(SAVE_RATES, { pairId });
    const input = { sessionId, minutes: 90, reason: 'The session ran 90 minutes.', idempotencyKey: randomUUID() };
    // At the 9.7 % the payout ran at: the client pays 49.37, the tutor gets 40.63 (at the pair's 20 % now it would be 54.00 and 36.00).
    const { adminCorrectSession } = await admin.data<{ adminCorrectSession: Record<string, unknown> }>(CORRECT, { input });
    expect(adminCorrectSession).toMatchObject({ minutes: 90, clientTotalCents: 4937, tutorPayoutCents: 4063, clientDifferenceCents: 1646, tutorDifferenceCents: 1354, failure: null });
    expect((await replayOf(sessionId)).differences).toEqual([]);
  });

  it('refuses to correct for strangers (UNAUTHENTICATED), the client and the tutor (FORBIDDEN), storing nothing', async () => {
    const { sessionId, client, tutor } = await processedSession('connect');
    const before = await app.running.platform.eventStore.headPosition();
    const input = { sessionId, minutes: 120, reason: 'Mine.', idempotencyKey: randomUUID() };
    const answers = await Promise.all([app.client(), client.client, tutor.client].map((caller) => caller.request(CORRECT, { input })));
    expect(answers.map((answer) => answer.errors?.[0].extensions?.code)).toEqual(['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN']);
    expect(await app.running.platform.eventStore.headPosition()).toBe(before);
    expect(ofSession(sandbox().charges(), sessionId)).toEqual([3291]);
  });
});

import { randomUUID } from 'node:crypto';
import { pairStreamId } from '../domain/pairs/pair.rules';
import { payoutStreamId } from '../domain/payouts/payout.events';
import { creditAccountStreamId } from '../domain/referrals/credit-account.events';
import { sessionStreamId } from '../domain/sessions/session.events';
import { SandboxPaymentGateway } from '../src/infrastructure/payments/sandbox-payment-gateway';
import { localDateOf } from '../src/modules/sessions/session-views';
import { scheduleEndedSession } from '../test-support/ended-session';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { pairOf } from './support/session-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const PAIR_FIELDS = 'id hourlyWage tutorHourlyWage tutorPlatformFeePercentageRate tuteePlatformFeePercentageRate ratesSavedForPair isActive tutor { id firstName } tutee { id firstName }';
const RATES_FIELDS = 'userId firstName email clientDefaultPairRate tutorDefaultPairRate hourlyWage creditBalanceCents';
const SEARCH = `query ($input: AdminPairsSearchInput) { getAdminPaginatedPairsSearch(input: $input) { total pageNumber exhausted pairs { ${PAIR_FIELDS} } } }`;
const GROUP_PAIRS = `query ($tuteeIds: [ID!]!) { getPairsForGroupSession(tuteeIds: $tuteeIds) { ${PAIR_FIELDS} } }`;
const SAVE_RATES = `mutation ($pairId: ID!, $tutor: Float!, $tutee: Float!, $reason: String!) {
  savePairPlatformRates(pairId: $pairId, tutorPlatformFeePercentageRate: $tutor, tuteePlatformFeePercentageRate: $tutee, reason: $reason) { ${PAIR_FIELDS} } }`;
const SAVE_PAIR_RATE = `mutation ($pairId: ID!, $rate: Float!, $reason: String!) { saveHourlyRateForPair(pairId: $pairId, tutorHourlyWage: $rate, reason: $reason) { ${PAIR_FIELDS} } }`;
const PAIR_USERS = `mutation ($tutorId: ID!, $tuteeId: ID!, $key: String!) { adminPairDefaultUsers(tutorId: $tutorId, tuteeId: $tuteeId, idempotencyKey: $key) { ${PAIR_FIELDS} } }`;
const USER_RATES = `query ($user: String!) { getAdminUserRates(user: $user) { ${RATES_FIELDS} } }`;
const CLIENT_DEFAULT = `mutation ($userId: ID!, $rate: Float!, $reason: String!) { saveClientDefaultPairRate(userId: $userId, clientDefaultPairRate: $rate, reason: $reason) { ${RATES_FIELDS} } }`;
const TUTOR_DEFAULT = `mutation ($userId: ID!, $rate: Float!, $reason: String!) { saveTutorDefaultPairRate(userId: $userId, tutorDefaultPairRate: $rate, reason: $reason) { ${RATES_FIELDS} } }`;
const HOURLY_WAGE = `mutation ($userId: ID!, $wage: Float!, $reason: String!) { saveHourlyWage(userId: $userId, hourlyWage: $wage, reason: $reason) { ${RATES_FIELDS} } }`;
const CREDIT = `mutation ($userId: ID!, $amountCents: Int!, $reason: String!, $key: String!) {
  saveTutoringMarketplaceCredit(userId: $userId, amountCents: $amountCents, reason: $reason, idempotencyKey: $key) { ${RATES_FIELDS} } }`;
const SESSION_SUMMARY = `query ($input: AdminSessionSummaryInput!) { getAdminPaginatedSessionSummaryV2(input: $input) {
  total pageNumber exhausted monthlySessions monthlyMins monthlyTotal monthlyTotalFee
  summaries { client { id firstName } tutor { id firstName } pairId numSessions numMins rate total totalFee clientFee tutorFee sessionIdsWithoutFeedback sessionIds } } }`;
const ADMIN_PAYOUTS = `query ($month: Int!, $year: Int!) { getAdminPayouts(month: $month, year: $year) { sessionId status clientTotalCents client { id firstName } tutor { id firstName } } }`;
const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken) { id isDefault } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }`;

interface PairView {
  id: string;
  hourlyWage: number;
  tutorHourlyWage: number;
  tutorPlatformFeePercentageRate: number;
  tuteePlatformFeePercentageRate: number;
  ratesSavedForPair: boolean;
  tutor: { id: string; firstName: string };
  tutee: { id: string; firstName: string };
}
interface RatesView {
  userId: string;
  clientDefaultPairRate: number | null;
  tutorDefaultPairRate: number | null;
  hourlyWage: number | null;
  creditBalanceCents: number;
}

describe('admins price pairs and grant credit over GraphQL (the Pairs and Rates tabs)', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let adminId: string;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', overrides: Record<string, unknown> = {}): Promise<{ client: GraphqlClient; id: string; email: string }> {
    const client = app.client();
    const input = signUpInput({ profileType, ...overrides });
    await client.data(SIGN_UP, { input });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id, email: input.email };
  }

  /** A paired tutor (paid by Connect) and client (a working card), the pair at $30 an hour. */
  async function pricedPair(names: { tutor: string; client: string }) {
    const client = await signedUp('STUDENT_OR_PARENT', { firstName: names.client });
    await client.client.data(ADD_CARD, { cardToken: 'tok_visa' });
    const tutor = await signedUp('TUTOR', { firstName: names.tutor });
    await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });
    const pairId = await pairOf(app, tutor.id, client.id, 30);
    return { client, tutor, pairId };
  }

  const streamTypes = async (streamId: string) => (await app.running.platform.eventStore.readStream(streamId)).map((event) => event.type);
  const processed = (sessionId: string) => eventually(async () => (await streamTypes(sessionStreamId(sessionId))).includes('SessionProcessed'), { timeoutMs: 15_000 });
  const sandbox = () => app.running.platform.payments as SandboxPaymentGateway;
  const chargedFor = (sessionId: string) => sandbox().charges().filter((charge) => charge.metadata.sessionId === sessionId).map((charge) => charge.amountCents);
  const transferredFor = (sessionId: string) => sandbox().transfers().filter((transfer) => transfer.metadata.sessionId === sessionId).map((transfer) => transfer.amountCents);

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    adminId = (await admin.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.id;
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses every pricing operation to visitors (UNAUTHENTICATED) and to clients and tutors (FORBIDDEN), recording nothing', async () => {
    const { client, tutor, pairId } = await pricedPair({ tutor: 'Tess', client: 'Cleo' });
    const before = (await app.running.platform.eventStore.readAll()).length;
    const calls: Array<[string, Record<string, unknown>]> = [
      [SEARCH, {}],
      [GROUP_PAIRS, { tuteeIds: [client.id] }],
      [SAVE_RATES, { pairId, tutor: 0, tutee: 0, reason: 'Free' }],
      [SAVE_PAIR_RATE, { pairId, rate: 99, reason: 'Raise' }],
      [PAIR_USERS, { tutorId: tutor.id, tuteeId: client.id, key: randomUUID() }],
      [USER_RATES, { user: client.id }],
      [CLIENT_DEFAULT, { userId: client.id, rate: 0, reason: 'Free' }],
      [TUTOR_DEFAULT, { userId: tutor.id, rate: 0, reason: 'Free' }],
      [HOURLY_WAGE, { userId: tutor.id, wage: 99, reason: 'Raise' }],
      [CREDIT, { userId: client.id, amountCents: 10_000, reason: 'Gift', key: randomUUID() }],
    ];
    for (const [operation, variables] of calls) {
      expect((await app.client().request(operation, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await client.client.request(operation, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await tutor.client.request(operation, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await app.running.platform.eventStore.readAll()).length).toBe(before);
  });

  it('finds pairs by a member’s name, ten a page, and the active pairs of a group’s clients', async () => {
    const { client, tutor, pairId } = await pricedPair({ tutor: 'Quintessa', client: 'Zebulon' });
    const { getAdminPaginatedPairsSearch: byName } = await admin.data<{ getAdminPaginatedPairsSearch: { total: number; exhausted: boolean; pairs: PairView[] } }>(SEARCH, {
      input: { searchText: 'quintes' },
    });
    expect(byName).toMatchObject({ total: 1, exhausted: true, pairs: [{ id: pairId, tutor: { id: tutor.id, firstName: 'Quintessa' }, tutee: { id: client.id, firstName: 'Zebulon' } }] });
    const { getAdminPaginatedPairsSearch: byPairId } = await admin.data<{ getAdminPaginatedPairsSearch: { pairs: PairView[] } }>(SEARCH, { input: { searchText: pairId } });
    expect(byPairId.pairs.map((pair) => pair.id)).toEqual([pairId]);
    const { getAdminPaginatedPairsSearch: all } = await admin.data<{ getAdminPaginatedPairsSearch: { total: number; pageNumber: number; pairs: PairView[] } }>(SEARCH, { input: { pageNumber: 1 } });
    expect(all.pairs.length).toBe(Math.min(10, all.total));
    expect((await admin.request(SEARCH, { input: { pageNumber: 0 } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const { getPairsForGroupSession } = await admin.data<{ getPairsForGroupSession: PairView[] }>(GROUP_PAIRS, { tuteeIds: [client.id, randomUUID()] });
    expect(getPairsForGroupSession.map((pair) => pair.id)).toEqual([pairId]);
  });

  it('pairs two users without a request once per key, at the tutor’s rate an admin set', async () => {
    const client = await signedUp('STUDENT_OR_PARENT', { firstName: 'Paz' });
    const tutor = await signedUp('TUTOR', { firstName: 'Pilar' });
    const { saveHourlyWage } = await admin.data<{ saveHourlyWage: RatesView }>(HOURLY_WAGE, { userId: tutor.id, wage: 44.6, reason: 'Certified teacher' });
    expect(saveHourlyWage).toMatchObject({ userId: tutor.id, hourlyWage: 45 });
    const wageSet = (await app.running.platform.eventStore.readStream(`tutor-${tutor.id}`)).find((event) => event.type === 'TutorHourlyWageSet');
    expect(wageSet?.data).toMatchObject({ hourlyWage: 45, byUserId: adminId, reason: 'Certified teacher' });

    const key = randomUUID();
    const { adminPairDefaultUsers } = await admin.data<{ adminPairDefaultUsers: PairView }>(PAIR_USERS, { tutorId: tutor.id, tuteeId: client.id, key });
    expect(adminPairDefaultUsers).toMatchObject({ tutorHourlyWage: 45, hourlyWage: 49.37, isActive: true, tutor: { id: tutor.id }, tutee: { id: client.id } });
    await admin.data(PAIR_USERS, { tutorId: tutor.id, tuteeId: client.id, key });
    expect(await streamTypes(pairStreamId(adminPairDefaultUsers.id))).toEqual(['PairCreated']);

    expect((await admin.request(PAIR_USERS, { tutorId: client.id, tuteeId: tutor.id, key: randomUUID() })).errors?.[0]).toMatchObject({
      message: 'This user is not a tutor.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await admin.request(PAIR_USERS, { tutorId: randomUUID(), tuteeId: client.id, key: randomUUID() })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('validates a pair’s rates with the messages, storing nothing, and records a change with the admin and the reason', async () => {
    const { pairId } = await pricedPair({ tutor: 'Vera', client: 'Vito' });
    const invalid = await admin.request(SAVE_RATES, { pairId, tutor: 120, tutee: 5, reason: ' ' });
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { tutorPlatformFeePercentageRate: 'Please enter a fee from 0 to 100 percent.', reason: 'Please give a reason for the change.' },
    });
    expect((await admin.request(SAVE_RATES, { pairId: randomUUID(), tutor: 5, tutee: 5, reason: 'x' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await streamTypes(pairStreamId(pairId))).toEqual(['PairCreated']);

    const { savePairPlatformRates } = await admin.data<{ savePairPlatformRates: PairView }>(SAVE_RATES, { pairId, tutor: 7.7, tutee: 0, reason: 'Non-profit partner' });
    expect(savePairPlatformRates).toMatchObject({ tutorPlatformFeePercentageRate: 7.7, tuteePlatformFeePercentageRate: 0, hourlyWage: 30, ratesSavedForPair: true });
    const saved = (await app.running.platform.eventStore.readStream(pairStreamId(pairId))).at(-1);
    expect(saved).toMatchObject({ type: 'PairPlatformRatesSaved', data: { byUserId: adminId, reason: 'Non-profit partner' }, metadata: { actorId: adminId } });
  });

  it('applies a rate change to the pair’s next processed session and never to one already processed', async () => {
    const { client, pairId, tutor } = await pricedPair({ tutor: 'Rosa', client: 'Ramón' });
    const session = (dueInMs: number) => scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId, tutorRateCents: 3000, clientRateCents: 3000, dueInMs });
    const first = await session(0);
    await processed(first);
    // $30 for the hour: the client pays 9.7 % on top, the tutor 9.7 % off.
    expect(chargedFor(first)).toEqual([3291]);
    expect(transferredFor(first)).toEqual([2709]);
    const firstPayout = await app.running.platform.eventStore.readStream(payoutStreamId(first));

    // Scheduled at $30 before the change, processed after it.
    const second = await session(4_000);
    await admin.data(SAVE_RATES, { pairId, tutor: 7.7, tutee: 0, reason: 'Non-profit partner' });
    await admin.data(SAVE_PAIR_RATE, { pairId, rate: 40, reason: 'New term' });
    await processed(second);
    expect(chargedFor(second)).toEqual([4000]);
    expect(transferredFor(second)).toEqual([3692]);

    // The processed session keeps what it was charged and paid.
    expect(await app.running.platform.eventStore.readStream(payoutStreamId(first))).toEqual(firstPayout);
    expect(chargedFor(first)).toEqual([3291]);
  });

  it('prices a user’s pairs without fees of their own at their default pair rates', async () => {
    const { client, tutor, pairId } = await pricedPair({ tutor: 'Dora', client: 'Dario' });
    const { saveClientDefaultPairRate } = await admin.data<{ saveClientDefaultPairRate: RatesView }>(CLIENT_DEFAULT, { userId: client.email, rate: 5, reason: 'School plan' });
    expect(saveClientDefaultPairRate).toMatchObject({ userId: client.id, clientDefaultPairRate: 5, tutorDefaultPairRate: null });
    await admin.data(TUTOR_DEFAULT, { userId: tutor.id, rate: 2.5, reason: 'Founding tutor' });
    const { getPairsForGroupSession } = await admin.data<{ getPairsForGroupSession: PairView[] }>(GROUP_PAIRS, { tuteeIds: [client.id] });
    expect(getPairsForGroupSession).toEqual([expect.objectContaining({ id: pairId, tuteePlatformFeePercentageRate: 5, tutorPlatformFeePercentageRate: 2.5, hourlyWage: 31.5 })]);
    expect((await admin.request(CLIENT_DEFAULT, { userId: client.id, rate: -1, reason: 'x' })).errors?.[0].extensions?.fieldErrors).toEqual({ rate: 'Please enter a fee from 0 to 100 percent.' });

    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId, tutorRateCents: 3000, clientRateCents: 3000 });
    await processed(sessionId);
    expect(chargedFor(sessionId)).toEqual([3150]);
    expect(transferredFor(sessionId)).toEqual([2925]);
  });

  it('grants account credit once per key and removes it up to the balance; the next session spends it before the card', async () => {
    const { client, tutor, pairId } = await pricedPair({ tutor: 'Gala', client: 'Gil' });
    const grant = { userId: client.id, amountCents: 1000, reason: 'Sorry for the missed session', key: randomUUID() };
    expect((await admin.data<{ saveTutoringMarketplaceCredit: RatesView }>(CREDIT, grant)).saveTutoringMarketplaceCredit.creditBalanceCents).toBe(1000);
    expect((await admin.data<{ saveTutoringMarketplaceCredit: RatesView }>(CREDIT, grant)).saveTutoringMarketplaceCredit.creditBalanceCents).toBe(1000);
    expect((await admin.request(CREDIT, { ...grant, amountCents: -1001, key: randomUUID() })).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { amountCents: 'You cannot remove more credit than the balance.' },
    });
    expect((await admin.request(CREDIT, { ...grant, amountCents: 0, key: randomUUID() })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await admin.request(CREDIT, { ...grant, userId: randomUUID(), key: randomUUID() })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const credits = await app.running.platform.eventStore.readStream(creditAccountStreamId(client.id));
    expect(credits.map((event) => [event.type, event.data])).toEqual([['AccountCreditSaved', expect.objectContaining({ amountCents: 1000, byUserId: adminId, reason: 'Sorry for the missed session' })]]);

    const sessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId, tutorRateCents: 3000, clientRateCents: 3000 });
    await processed(sessionId);
    expect(chargedFor(sessionId)).toEqual([2291]);
    const { getAdminUserRates } = await admin.data<{ getAdminUserRates: RatesView }>(USER_RATES, { user: client.id });
    expect(getAdminUserRates.creditBalanceCents).toBe(0);
  });

  it('summarises the month per client and tutor for admins: processed sessions as charged, the others at the pair’s rates now, with filters and totals', async () => {
    const { client, tutor, pairId } = await pricedPair({ tutor: 'Severo', client: 'Sabina' });
    const schedule = (dueInMs: number) => scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, pairId, tutorRateCents: 3000, clientRateCents: 3000, dueInMs });
    const paid = await schedule(0);
    await processed(paid);
    // Not processed for an hour: priced at the pair's fees as they are now.
    const pending = await schedule(3_600_000);
    await admin.data(SAVE_RATES, { pairId, tutor: 5, tutee: 5, reason: 'Loyalty' });
    const [scheduled] = await app.running.platform.eventStore.readStream(sessionStreamId(pending));
    const local = localDateOf({ startTime: (scheduled.data as { startTime: string }).startTime, timeZoneId: 'America/Chicago' });
    const month = { month: Number(local.slice(5, 7)), year: Number(local.slice(0, 4)) };

    const input = { ...month, searchText: 'Severo' };
    for (const caller of [client.client, tutor.client]) expect((await caller.request(SESSION_SUMMARY, { input })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().request(SESSION_SUMMARY, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await admin.request(SESSION_SUMMARY, { input: { ...input, month: 13 } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const { getAdminPaginatedSessionSummaryV2: page } = await admin.data<{ getAdminPaginatedSessionSummaryV2: Record<string, unknown> }>(SESSION_SUMMARY, { input });
    // Processed: $30 + $2.91 + $2.91 in fees; pending: $30 at 5 % each side, $1.50 + $1.50.
    expect(page).toEqual({
      total: 1,
      pageNumber: 1,
      exhausted: true,
      monthlySessions: 2,
      monthlyMins: 120,
      monthlyTotal: 60,
      monthlyTotalFee: 8.82,
      summaries: [
        {
          client: { id: client.id, firstName: 'Sabina' },
          tutor: { id: tutor.id, firstName: 'Severo' },
          pairId,
          numSessions: 2,
          numMins: 120,
          rate: 30,
          total: 60,
          totalFee: 8.82,
          clientFee: 4.41,
          tutorFee: 4.41,
          // Both started at the same time: in id order.
          sessionIdsWithoutFeedback: [paid, pending].sort(),
          sessionIds: [paid, pending].sort(),
        },
      ],
    });
    const { getAdminPaginatedSessionSummaryV2: nobody } = await admin.data<{ getAdminPaginatedSessionSummaryV2: { total: number; monthlySessions: number } }>(SESSION_SUMMARY, {
      input: { ...month, searchText: `no-such-person-${randomUUID()}` },
    });
    expect(nobody).toMatchObject({ total: 0, monthlySessions: 0 });

    const payoutsMonth = new Date(Date.now());
    const { getAdminPayouts } = await admin.data<{ getAdminPayouts: Array<{ sessionId: string; client: { firstName: string }; tutor: { firstName: string } }> }>(ADMIN_PAYOUTS, {
      month: payoutsMonth.getUTCMonth() + 1,
      year: payoutsMonth.getUTCFullYear(),
    });
    expect(getAdminPayouts.find((payout) => payout.sessionId === paid)).toMatchObject({ client: { firstName: 'Sabina' }, tutor: { firstName: 'Severo' } });
  });
});

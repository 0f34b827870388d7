import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import WebSocket from 'ws';
import { conversationStreamId } from '../../backend/domain/conversations/conversation.events';
import { abidesByUserGuidelines } from '../../backend/domain/shared/user-guidelines';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { conversationIdFor, requestMessageIds } from '../../backend/src/modules/conversations/conversation-ids';
import { GraphqlHttpClient } from './graphql-load';
import { ServerProcess } from './server-process';
import { BenchResult, check, formatCount, metadataFor, nowMs, percentile, round, userSignedUp, withTempDir } from './support';

/**
 * The inbox, live: the built server (as `npm start` runs it, embedded SQLite log, in-memory read
 * models, Redis pub/sub for live updates) on a log seeded straight into SQLite with one tutor who
 * has 10,000 conversations (each opened by a request), plus 20 client-tutor couples that talk.
 * 1. Inbox: getPaginatedConversationList pages of the busy tutor, and the unread badge, against a
 *    trivial query, 4 requests in flight, sequential per worker.
 * 2. Messages: the highest rate the server holds (findMessagingRate), sendMessageMutation over
 *    the 20 couples; each message is timed from the client's send to its arrival on the other
 *    participant's graphql-ws subscription.
 */

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const COUPLES = 20;
/** The ladder of rates, messages/s (BENCH_MESSAGE_RATES=200,400 to choose). */
const RATES = (process.env.BENCH_MESSAGE_RATES ?? '200,400,700,1000,1400,2000,2800').split(',').map(Number);
const MESSAGE_SECONDS = Number(process.env.BENCH_MESSAGE_SECONDS ?? 12);
const BISECT_STEPS = Number(process.env.BENCH_BISECT_STEPS ?? 2);
/** After the last send, how long a message may still arrive (later, it counts as lost). */
const DELIVERY_GRACE_MS = 5000;
/** Between steps, so one step's backlog is not measured in the next. */
const SETTLE_MS = 2000;
const TRIVIAL_EVERY_MS = 50;
const INBOX_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IN_FLIGHT = 4;
const TARGETS = { deliveryP95Ms: 100, inboxP95Ms: 30, messagesPerSecond: 1000 };
const AUTH_SECRET = randomUUID();

const PAGE = `query Page($pageNumber: Int!) { getPaginatedConversationList(pageNumber: $pageNumber, isActiveContext: true, isTutorContext: true) {
  exhaustedConversations conversations { id unreadCount isArchived participants { id firstName lastName } lastMessage { id body date isRead type fromUser { id firstName } } } } }`;
const UNREAD = `query { getUnreadMessageCount }`;
const TRIVIAL = `query Trivial { __typename }`;
const SEND = `mutation Send($body: String!, $targetId: ID!, $idempotencyKey: String) { sendMessageMutation(body: $body, targetId: $targetId, idempotencyKey: $idempotencyKey) { id } }`;
const MESSAGE_ADDED = `subscription { messageAdded { id body } }`;

const tokens = new Map<string, string>();
function tokenOf(userId: string): string {
  let token = tokens.get(userId);
  if (!token) tokens.set(userId, (token = jwt.sign({ pwv: 0 }, AUTH_SECRET, { algorithm: 'HS256', subject: userId, expiresIn: 3600 })));
  return token;
}

function signUp(userId: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): NewEvent {
  const event = userSignedUp(userId, metadataFor(null));
  const data = event.data as Record<string, unknown>;
  return { ...event, data: { ...data, email: `${userId}@example.com`, firstName: profileType === 'TUTOR' ? 'Tess' : 'Casey', profileTypes: [profileType] } };
}

/** A request's conversation as ConversationCommands.startForRequest writes it: started, request linked, its message. */
export function conversationEvents(clientId: string, tutorId: string, at: string): NewEvent[] {
  const conversationId = conversationIdFor(clientId, tutorId);
  const requestId = randomUUID();
  const metadata = metadataFor(clientId);
  const [messageId] = requestMessageIds(requestId, 0);
  return [
    { id: randomUUID(), type: 'ConversationStarted', data: { conversationId, participantIds: [clientId, tutorId], clientId, tutorId, startedAt: at }, metadata },
    { id: randomUUID(), type: 'TutoringRequestLinked', data: { conversationId, requestId }, metadata },
    { id: randomUUID(), type: 'MessageSent', data: { conversationId, messageId, fromUserId: clientId, body: 'Could you help with Algebra 1 before the midterm?', type: 'REQUEST', file: null, sentAt: at }, metadata },
  ];
}

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A distinct, ordinary message; numbers spelt out, as the profanity filter reads some digits as leet-speak. */
export function messageBody(n: number): string {
  const body = `See you on Monday, note ${[...String(n)].map((digit) => DIGITS[Number(digit)]).join(' ')}`;
  if (!abidesByUserGuidelines(body)) throw new Error(`the bench message "${body}" does not pass the user guidelines`);
  return body;
}

interface Couple {
  clientId: string;
  tutorId: string;
  conversationId: string;
}

async function seed(dir: string): Promise<{ busyTutorId: string; couples: Couple[]; seedMs: number }> {
  const started = nowMs();
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  try {
    const busyTutorId = randomUUID();
    await store.append(`user-${busyTutorId}`, [signUp(busyTutorId, 'TUTOR')], { expectedRevision: 'no_stream' });
    const at = new Date().toISOString();
    for (let i = 0; i < CONVERSATIONS; i++) {
      const clientId = randomUUID();
      await store.append(`user-${clientId}`, [signUp(clientId, 'STUDENT_OR_PARENT')], { expectedRevision: 'no_stream' });
      await store.append(conversationStreamId(conversationIdFor(clientId, busyTutorId)), conversationEvents(clientId, busyTutorId, at), { expectedRevision: 'no_stream' });
    }
    const couples: Couple[] = [];
    for (let i = 0; i < COUPLES; i++) {
      const clientId = randomUUID();
      const tutorId = randomUUID();
      await store.append(`user-${clientId}`, [signUp(clientId, 'STUDENT_OR_PARENT')], { expectedRevision: 'no_stream' });
      await store.append(`user-${tutorId}`, [signUp(tutorId, 'TUTOR')], { expectedRevision: 'no_stream' });
      const conversationId = conversationIdFor(clientId, tutorId);
      await store.append(conversationStreamId(conversationId), conversationEvents(clientId, tutorId, at), { expectedRevision: 'no_stream' });
      couples.push({ clientId, tutorId, conversationId });
    }
    return { busyTutorId, couples, seedMs: nowMs() - started };
  } finally {
    await store.close();
  }
}

async function post(url: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function summarise(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2), p99: round(percentile(sorted, 99), 2), max: round(sorted[sorted.length - 1] ?? Number.NaN, 2) };
}

/** `IN_FLIGHT` workers each sending one request after another for `seconds`; latency per request. */
async function measure(seconds: number, request: (index: number) => Promise<unknown>): Promise<Latencies> {
  const samples: number[] = [];
  const deadline = nowMs() + seconds * 1000;
  let index = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (nowMs() < deadline) {
        const started = nowMs();
        await request(index++);
        samples.push(nowMs() - started);
      }
    }),
  );
  return summarise(samples);
}

async function inbox(url: string, busyTutorId: string) {
  const token = tokenOf(busyTutorId);
  const first = (await post(url, token, PAGE, { pageNumber: 1 })) as { getPaginatedConversationList: { conversations: unknown[]; exhaustedConversations: boolean } };
  const last = (await post(url, token, PAGE, { pageNumber: CONVERSATIONS / 10 })) as { getPaginatedConversationList: { conversations: unknown[]; exhaustedConversations: boolean } };
  const badge = (await post(url, token, UNREAD)) as { getUnreadMessageCount: number };
  const sanity = { firstPage: first.getPaginatedConversationList.conversations.length, lastPageExhausted: last.getPaginatedConversationList.exhaustedConversations, badge: badge.getUnreadMessageCount };
  await measure(1, () => post(url, token, PAGE, { pageNumber: 1 }));
  const trivial = await measure(INBOX_SECONDS, () => post(url, token, TRIVIAL));
  // Mostly the first pages, as people read an inbox, and now and then far down.
  const pages = await measure(INBOX_SECONDS, (i) => post(url, token, PAGE, { pageNumber: i % 10 === 9 ? 1 + ((i * 7919) % (CONVERSATIONS / 10)) : 1 + (i % 3) }));
  const unread = await measure(INBOX_SECONDS, () => post(url, token, UNREAD));
  return { sanity, trivial, pages, unread };
}

interface RateStep {
  /** The rate asked for, messages/s. */
  rate: number;
  achievedRate: number;
  sent: number;
  delivered: number;
  failures: number;
  firstFailure: string;
  latency: Latencies;
  /** The sendMessageMutation's own answer (it returns once the inbox's read models hold the message). */
  send: Latencies;
  /** `{ __typename }` sampled every TRIVIAL_EVERY_MS while the messages went out. */
  trivial: Latencies;
  /** Server CPU (user + system) over the step, per message sent: the trivial samples are in it too. */
  cpuPerMessageMs: number;
  loadAverage: number;
  passed: boolean;
}

/**
 * The highest rate at which every message is delivered with send-to-receive p95 <= 100 ms: the
 * ladder RATES, each for MESSAGE_SECONDS, stops at the first step that fails; then BISECT_STEPS
 * steps between the last pass and the first fail. Each message is timed from the client's send to
 * its arrival on the other participant's messageAdded subscription (graphql-ws).
 */
async function findMessagingRate(server: ServerProcess, couples: Couple[]): Promise<RateStep[]> {
  const url = server.url;
  const http = new GraphqlHttpClient(url, 64);
  const sampler = new GraphqlHttpClient(url, 1);
  const received = new Map<string, number>();
  const subscriptionErrors: unknown[] = [];
  const clients = couples.map((couple) =>
    createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokenOf(couple.tutorId)}` }, lazy: false }),
  );
  const stops = clients.map((client) =>
    client.subscribe<{ messageAdded: { id: string; body: string } }>(
      { query: MESSAGE_ADDED },
      {
        next: (result) => {
          const body = result.data?.messageAdded.body;
          if (body) received.set(body, nowMs());
        },
        error: (error) => subscriptionErrors.push(error),
        complete: () => undefined,
      },
    ),
  );
  let nextMessage = 0;
  const runStep = async (rate: number): Promise<RateStep> => {
    const loadAverage = round(loadavg()[0], 2);
    const cpuBefore = server.cpuMs();
    const total = Math.round(rate * MESSAGE_SECONDS);
    const intervalMs = 1000 / rate;
    const sentAt = new Map<string, number>();
    let failures = 0;
    let firstFailure = '';
    let sending = true;
    const trivialSamples: number[] = [];
    const trivialSampling = (async () => {
      while (sending) {
        const started = nowMs();
        await sampler.post(TRIVIAL, {}, tokenOf(couples[0].clientId));
        trivialSamples.push(nowMs() - started);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, TRIVIAL_EVERY_MS - (nowMs() - started))));
      }
    })();
    const started = nowMs();
    const sends: Array<Promise<unknown>> = [];
    const sendSamples: number[] = [];
    for (let n = 0; n < total; n++) {
      const due = started + n * intervalMs;
      const wait = due - nowMs();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const couple = couples[n % couples.length];
      const body = messageBody(nextMessage++);
      const at = nowMs();
      sentAt.set(body, at);
      sends.push(
        http.post(SEND, { body, targetId: couple.conversationId, idempotencyKey: body }, tokenOf(couple.clientId)).then(() => sendSamples.push(nowMs() - at), (error: Error) => {
          failures++;
          firstFailure ||= error.message.slice(0, 200);
        }),
      );
    }
    const sendingSeconds = (nowMs() - started) / 1000;
    sending = false;
    await Promise.all([...sends, trivialSampling]);
    const deliveredOf = () => [...sentAt.keys()].filter((body) => received.has(body)).length;
    const deadline = nowMs() + DELIVERY_GRACE_MS;
    while (deliveredOf() < total && nowMs() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const cpuPerMessageMs = round((server.cpuMs() - cpuBefore) / total, 3);
    const latencies = [...sentAt].flatMap(([body, at]) => (received.has(body) ? [received.get(body)! - at] : []));
    const latency = summarise(latencies);
    const delivered = latencies.length;
    const passed = delivered === total && failures === 0 && latency.p95 <= TARGETS.deliveryP95Ms;
    return { rate, achievedRate: round(total / sendingSeconds, 1), sent: total, delivered, failures, firstFailure, latency, send: summarise(sendSamples), trivial: summarise(trivialSamples), cpuPerMessageMs, loadAverage, passed };
  };
  try {
    // Warm-up: each subscription has heard a message of its own before the clock starts.
    await Promise.all(
      couples.map(async (couple, index) => {
        const body = `warm-up ${index}`;
        for (let attempt = 0; !received.has(body); attempt++) {
          if (attempt > 50) throw new Error(`subscription ${index} never heard its warm-up message: ${JSON.stringify(subscriptionErrors.slice(0, 3))}`);
          // A new key per attempt: a retry with the same key records (and pushes) nothing.
          await http.post(SEND, { body, targetId: couple.conversationId, idempotencyKey: `${body}:${attempt}` }, tokenOf(couple.clientId));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    const steps: RateStep[] = [];
    const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    for (const rate of RATES) {
      const step = await runStep(rate);
      steps.push(step);
      await settle();
      if (!step.passed) break;
    }
    let highestPass = Math.max(0, ...steps.filter((step) => step.passed).map((step) => step.rate));
    let lowestFail = Math.min(...steps.filter((step) => !step.passed).map((step) => step.rate));
    for (let i = 0; i < BISECT_STEPS && Number.isFinite(lowestFail) && lowestFail - highestPass > Math.max(20, highestPass * 0.1); i++) {
      const rate = Math.round((highestPass + lowestFail) / 20) * 10;
      const step = await runStep(rate);
      steps.push(step);
      await settle();
      if (step.passed) highestPass = rate;
      else lowestFail = rate;
    }
    return steps;
  } finally {
    stops.forEach((stop) => stop());
    await Promise.all(clients.map((client) => client.dispose()));
    http.close();
    sampler.close();
  }
}

function stepLine(step: RateStep): string {
  const { latency, trivial } = step;
  return (
    `  ${String(step.rate).padStart(5)}/s asked, ${step.achievedRate}/s sent  delivered ${step.delivered}/${step.sent}${step.failures ? ` (${step.failures} failed sends, first: ${step.firstFailure})` : ''}` +
    `  send->receive p50 ${latency.p50} p95 ${latency.p95} p99 ${latency.p99} ms  send answered p95 ${step.send.p95} ms  trivial p95 ${trivial.p95} ms  server CPU ${step.cpuPerMessageMs} ms/message  load ${step.loadAverage}  ${step.passed ? 'PASS' : 'MISS'}`
  );
}

export async function runMessagingBench(): Promise<BenchResult> {
  return withTempDir('messaging', async (dir) => {
    const seeded = await seed(dir);
    // A CPU profile of the server: BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=<dir>' (node refuses --cpu-prof in NODE_OPTIONS).
    const server = new ServerProcess({ DATA_DIR: dir, AUTH_SECRET });
    await server.start();
    try {
      const inboxFigures = await inbox(server.url, seeded.busyTutorId);
      const loadBefore = round(loadavg()[0], 2);
      const steps = await findMessagingRate(server, seeded.couples);
      const { trivial, pages, unread, sanity } = inboxFigures;
      const ratio = (figure: number) => round(figure / trivial.p95, 1);
      const highest = steps.filter((step) => step.passed).sort((a, b) => b.rate - a.rate)[0];
      const first = steps[0];
      return {
        name: 'messaging',
        lines: [
          `  seeded ${formatCount(CONVERSATIONS)} conversations of one tutor + ${COUPLES} talking couples in ${round(seeded.seedMs / 1000, 1)} s; server ready after ${round(server.readyAfterMs / 1000, 1)} s; ${cpus().length} cores shared by the server and this client`,
          `  sanity: first page ${sanity.firstPage} conversations, last page exhausted ${sanity.lastPageExhausted}, badge ${sanity.badge}`,
          `  trivial query (baseline)         p50 ${trivial.p50} ms  p95 ${trivial.p95} ms  p99 ${trivial.p99} ms  (${formatCount(trivial.count)} requests, ${IN_FLIGHT} in flight)`,
          `  inbox page (10k conversations)   p50 ${pages.p50} ms  p95 ${pages.p95} ms  p99 ${pages.p99} ms  (${formatCount(pages.count)} requests)  p95 = ${ratio(pages.p95)} x baseline`,
          `  unread badge                     p50 ${unread.p50} ms  p95 ${unread.p95} ms  p99 ${unread.p99} ms  (${formatCount(unread.count)} requests)  p95 = ${ratio(unread.p95)} x baseline`,
          `  messages over ${COUPLES} conversations, ${MESSAGE_SECONDS} s per step, load average ${loadBefore} before (trivial query sampled every ${TRIVIAL_EVERY_MS} ms meanwhile):`,
          ...steps.map(stepLine),
          highest
            ? `  highest rate held: ${highest.rate} messages/s (p95 ${highest.latency.p95} ms, trivial p95 ${highest.trivial.p95} ms at the same moment, ${highest.cpuPerMessageMs} ms server CPU per message)`
            : '  highest rate held: none of the steps',
        ],
        metrics: {
          messagingTrivialP95Ms: trivial.p95,
          inboxPageP95Ms: pages.p95,
          inboxBadgeP95Ms: unread.p95,
          messageDeliveryP50Ms: first.latency.p50,
          messageDeliveryP95Ms: first.latency.p95,
          messagesDelivered: first.delivered,
          messageRate: first.achievedRate,
          messagesPerSecondHeld: highest?.rate ?? 0,
          messageCpuPerMessageMs: (highest ?? first).cpuPerMessageMs,
        },
        targets: [
          check(`message delivery p95 at ${first.rate} messages/s`, `<= ${TARGETS.deliveryP95Ms} ms, all delivered`, `${first.latency.p95} ms, ${first.delivered}/${first.sent}`, first.passed),
          check(
            'highest message rate with delivery p95 <= 100 ms, all delivered',
            `>= ${formatCount(TARGETS.messagesPerSecond)} messages/s`,
            `${highest?.rate ?? 0} messages/s`,
            (highest?.rate ?? 0) >= TARGETS.messagesPerSecond,
          ),
          check('inbox page p95 with 10,000 conversations', `<= ${TARGETS.inboxP95Ms} ms`, `${pages.p95} ms`, pages.p95 <= TARGETS.inboxP95Ms),
        ],
      };
    } finally {
      await server.stop();
    }
  });
}

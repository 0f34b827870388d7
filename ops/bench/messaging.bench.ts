import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import WebSocket from 'ws';
import { conversationStreamId } from '../../backend/domain/conversations/conversation.events';
import { abidesByUserGuidelines } from '../../backend/domain/shared/user-guidelines';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { conversationIdFor, requestMessageIds } from '../../backend/src/modules/conversations/conversation-ids';
import { ServerProcess } from './server-process';
import { BenchResult, check, formatCount, metadataFor, nowMs, percentile, round, userSignedUp, withTempDir } from './support';

/**
 * The inbox, live: the built server (as `npm start` runs it, embedded SQLite log, in-memory read
 * models, Redis pub/sub for live updates) on a log seeded straight into SQLite with one tutor who
 * has 10,000 conversations (each opened by a request), plus 20 client-tutor couples that talk.
 * 1. Inbox: getPaginatedConversationList pages of the busy tutor, and the unread badge, against a
 *    trivial query, 4 requests in flight, sequential per worker.
 * 2. Messages: 200 sendMessageMutation a second for 60 s over the 20 couples; each message is timed
 *    from the client's send to its arrival on the other participant's graphql-ws subscription.
 */

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const COUPLES = 20;
const RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 200);
const MESSAGE_SECONDS = Number(process.env.BENCH_MESSAGE_SECONDS ?? 60);
const INBOX_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IN_FLIGHT = 4;
const TARGETS = { deliveryP95Ms: 100, inboxP95Ms: 30 };
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
function conversationEvents(clientId: string, tutorId: string, at: string): NewEvent[] {
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
function messageBody(n: number): string {
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

async function messaging(url: string, couples: Couple[]) {
  const received = new Map<string, number>();
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
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
          if (!body) return;
          const at = nowMs();
          received.set(body, at);
          const sent = sentAt.get(body);
          if (sent !== undefined) latencies.push(at - sent);
        },
        error: (error) => subscriptionErrors.push(error),
        complete: () => undefined,
      },
    ),
  );
  try {
    // Warm-up: each subscription has heard a message of its own before the clock starts.
    await Promise.all(
      couples.map(async (couple, index) => {
        const body = `warm-up ${index}`;
        for (let attempt = 0; !received.has(body); attempt++) {
          if (attempt > 50) throw new Error(`subscription ${index} never heard its warm-up message: ${JSON.stringify(subscriptionErrors.slice(0, 3))}`);
          // A new key per attempt: a retry with the same key records (and pushes) nothing.
          await post(url, tokenOf(couple.clientId), SEND, { body, targetId: couple.conversationId, idempotencyKey: `${body}:${attempt}` });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    latencies.length = 0;
    const total = RATE * MESSAGE_SECONDS;
    const intervalMs = 1000 / RATE;
    const started = nowMs();
    const sends: Array<Promise<unknown>> = [];
    let failures = 0;
    let firstFailure = '';
    for (let n = 0; n < total; n++) {
      const due = started + n * intervalMs;
      const wait = due - nowMs();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const couple = couples[n % couples.length];
      const body = messageBody(n);
      sentAt.set(body, nowMs());
      sends.push(post(url, tokenOf(couple.clientId), SEND, { body, targetId: couple.conversationId, idempotencyKey: body }).catch((error: Error) => {
        failures++;
        firstFailure ||= error.message.slice(0, 200);
      }));
    }
    const sendingSeconds = (nowMs() - started) / 1000;
    await Promise.all(sends);
    const deadline = nowMs() + 5000;
    while (latencies.length < total && nowMs() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return { sent: total, delivered: latencies.length, failures, firstFailure, achievedRate: round(total / sendingSeconds, 1), latency: summarise(latencies) };
  } finally {
    stops.forEach((stop) => stop());
    await Promise.all(clients.map((client) => client.dispose()));
  }
}

export async function runMessagingBench(): Promise<BenchResult> {
  return withTempDir('messaging', async (dir) => {
    const seeded = await seed(dir);
    // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof) for a look at where the time goes.
    const profile: Record<string, string> = process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` } : {};
    const server = new ServerProcess({ DATA_DIR: dir, AUTH_SECRET, ...profile });
    await server.start();
    try {
      const inboxFigures = await inbox(server.url, seeded.busyTutorId);
      const live = await messaging(server.url, seeded.couples);
      const { trivial, pages, unread, sanity } = inboxFigures;
      const ratio = (figure: number) => round(figure / trivial.p95, 1);
      return {
        name: 'messaging',
        lines: [
          `  seeded ${formatCount(CONVERSATIONS)} conversations of one tutor + ${COUPLES} talking couples in ${round(seeded.seedMs / 1000, 1)} s; server ready after ${round(server.readyAfterMs / 1000, 1)} s`,
          `  sanity: first page ${sanity.firstPage} conversations, last page exhausted ${sanity.lastPageExhausted}, badge ${sanity.badge}`,
          `  trivial query (baseline)         p50 ${trivial.p50} ms  p95 ${trivial.p95} ms  p99 ${trivial.p99} ms  (${formatCount(trivial.count)} requests, ${IN_FLIGHT} in flight)`,
          `  inbox page (10k conversations)   p50 ${pages.p50} ms  p95 ${pages.p95} ms  p99 ${pages.p99} ms  (${formatCount(pages.count)} requests)  p95 = ${ratio(pages.p95)} x baseline`,
          `  unread badge                     p50 ${unread.p50} ms  p95 ${unread.p95} ms  p99 ${unread.p99} ms  (${formatCount(unread.count)} requests)  p95 = ${ratio(unread.p95)} x baseline`,
          `  messages: ${formatCount(live.sent)} sent at ${live.achievedRate}/s over ${COUPLES} conversations, ${formatCount(live.delivered)} delivered, ${live.failures} failed sends${live.firstFailure ? ` (first: ${live.firstFailure})` : ''}`,
          `  send -> other participant's subscription  p50 ${live.latency.p50} ms  p95 ${live.latency.p95} ms  p99 ${live.latency.p99} ms  max ${live.latency.max} ms  p95 = ${ratio(live.latency.p95)} x baseline`,
        ],
        metrics: {
          messagingTrivialP95Ms: trivial.p95,
          inboxPageP95Ms: pages.p95,
          inboxBadgeP95Ms: unread.p95,
          messageDeliveryP50Ms: live.latency.p50,
          messageDeliveryP95Ms: live.latency.p95,
          messagesDelivered: live.delivered,
          messageRate: live.achievedRate,
        },
        targets: [
          check('message delivery p95 at 200 messages/s for 60 s', `<= ${TARGETS.deliveryP95Ms} ms, all delivered`, `${live.latency.p95} ms, ${live.delivered}/${live.sent}`, live.latency.p95 <= TARGETS.deliveryP95Ms && live.delivered === live.sent),
          check('inbox page p95 with 10,000 conversations', `<= ${TARGETS.inboxP95Ms} ms`, `${pages.p95} ms`, pages.p95 <= TARGETS.inboxP95Ms),
        ],
      };
    } finally {
      await server.stop();
    }
  });
}

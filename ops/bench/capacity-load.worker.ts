import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { Client, createClient } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import WebSocket from 'ws';
import { ErrorTally } from './error-tally';
import { GraphqlHttpClient } from './graphql-load';
import { messageBody } from './messaging.bench';
import { epochMs, silences, StallRecord, StallWatch } from './stall-watch';
import { nowMs, percentile, round } from './support';

/**
 * The capacity benchmark's load generator, on its own thread so its work does not hold up the
 * main thread's clock (it still shares the machine's cores with the server). Simulated users each
 * do one operation about every USER_PERIOD_S, drawn from the day's mix (CAPACITY_MIX), open loop:
 * the operations go out on time whether or not the server has answered the earlier ones.
 */

export interface CapacityCouple {
  clientId: string;
  tutorId: string;
  conversationId: string;
}

export interface CapacityLoadSetup {
  url: string;
  authSecret: string;
  couples: CapacityCouple[];
  /** The first couples' tutors listen on messageAdded; messages go to their conversations. */
  subscribedTutors: number;
  /** Seeded clients' addresses (password `demo-password`), for sign-ins. */
  signInEmails: string[];
  searchBodies: string[];
  profilePageIds: string[];
}

export type CapacityOperation =
  | 'search'
  | 'profile view'
  | 'sign-in'
  | 'inbox read'
  | 'message send'
  | 'message delivery'
  | 'sessions listed'
  | 'session scheduled'
  | 'current user'
  | 'notifications';

/** A real day's proportions, in percent (sent operations; a message's live delivery is timed beside its send). */
export const CAPACITY_MIX: ReadonlyArray<[SentOperation, number]> = [
  ['search', 30],
  ['profile view', 10],
  ['sign-in', 5],
  ['inbox read', 20],
  ['message send', 15],
  ['sessions listed', 10],
  ['session scheduled', 3],
  ['current user', 4],
  ['notifications', 3],
];

/** Each simulated user does one operation this often, on average. */
export const USER_PERIOD_S = 10;
const TRIVIAL_EVERY_MS = 100;
const DELIVERY_GRACE_MS = 5000;

export interface OperationFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Failures by kind (errorKind), most frequent first: what made the operation miss. */
  errorKinds: Array<[kind: string, count: number]>;
}

export type SentOperation = Exclude<CapacityOperation, 'message delivery'>;

/**
 * What the load thread saw of stalls over a step: spans with no response although some were awaited
 * (silences, epoch ms), and its own late timer ticks and long GC pauses (a load thread that could not
 * run would time every answer late).
 */
export interface LoadStalls extends StallRecord {
  silences: Array<[from: number, to: number]>;
  /** Requests answered in over 250 ms: when they were sent, the first and last (epoch ms), and how many. */
  slow: { count: number; firstSentAt: number; lastSentAt: number };
  /** With BENCH_CAPACITY_TRACE: every request as [sent at (epoch ms), answered after (ms)]. */
  requests?: Array<[sentAt: number, ms: number]>;
}
export type StepRequest = { type: 'step'; users: number; seconds: number } | { type: 'alone'; operation: SentOperation; count: number; perSecond: number } | { type: 'stop' };
export type StepReply =
  | { type: 'ready' }
  | { type: 'alone'; operation: SentOperation; figures: OperationFigures; stalls: LoadStalls }
  | { type: 'step'; users: number; sent: number; sentPerSecond: number; operations: Partial<Record<CapacityOperation, OperationFigures>>; trivial: OperationFigures; stalls: LoadStalls }
  | { type: 'failed'; error: string };

const TRIVIAL = 'query Trivial { __typename }';
const PROFILE = `query Profile($profilePageId: String!) { getUserByProfilePageIdAndReviews(profilePageId: $profilePageId) { __typename } }`;
const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { emailLoginV2(email: $email, password: $password) { __typename } }`;
const INBOX = `query Inbox($pageNumber: Int!, $isTutorContext: Boolean!) { getPaginatedConversationList(pageNumber: $pageNumber, isActiveContext: true, isTutorContext: $isTutorContext) {
  exhaustedConversations conversations { id unreadCount participants { id firstName lastName } lastMessage { id body date isRead type fromUser { id firstName } } } } }`;
const SEND = `mutation Send($body: String!, $targetId: ID!, $idempotencyKey: String) { sendMessageMutation(body: $body, targetId: $targetId, idempotencyKey: $idempotencyKey) { id } }`;
const MESSAGE_ADDED = `subscription { messageAdded { id body } }`;
const UPCOMING = `query Upcoming($isTutorContext: Boolean!) { getUpcomingSessions(isTutorContext: $isTutorContext, pageNum: 1) {
  hasMore totalSessions sessions { id subject status startTime endTime participants { userType user { id firstName lastName } } } } }`;
const CREATE_SESSION = `mutation Create($input: CreateSessionInput!) { createSession(input: $input) { id status } }`;
const CURRENT_USER = `query { getCurrentUserV2 { id email { address verified } profile { firstName lastName profileTypes } } }`;
const NOTIFICATIONS = `query { getNotifications { id } }`;
const QUARTER_HOUR_MS = 15 * 60_000;

function summarise(samples: number[], errors: ErrorTally): OperationFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length + errors.total, p50: round(percentile(sorted, 50), 1), p95: round(percentile(sorted, 95), 1), p99: round(percentile(sorted, 99), 1), errors: errors.total, errorKinds: errors.kinds() };
}

class Recorder {
  private readonly samples = new Map<CapacityOperation, number[]>();
  private readonly errors = new Map<CapacityOperation, ErrorTally>();

  ok(operation: CapacityOperation, ms: number): void {
    let list = this.samples.get(operation);
    if (!list) this.samples.set(operation, (list = []));
    list.push(ms);
  }

  failed(operation: CapacityOperation, error: unknown): void {
    let tally = this.errors.get(operation);
    if (!tally) this.errors.set(operation, (tally = new ErrorTally()));
    tally.add(error);
  }

  figures(): Partial<Record<CapacityOperation, OperationFigures>> {
    const operations = new Set([...this.samples.keys(), ...this.errors.keys()]);
    return Object.fromEntries([...operations].map((operation) => [operation, summarise(this.samples.get(operation) ?? [], this.errors.get(operation) ?? new ErrorTally())]));
  }
}

class CapacityLoad {
  private readonly http: GraphqlHttpClient;
  private readonly sampler: GraphqlHttpClient;
  private readonly tokens = new Map<string, string>();
  private readonly sentAt = new Map<string, number>();
  private readonly received = new Map<string, number>();
  private subscriptions: Client[] = [];
  private nextMessage = 0;
  private drawn = 0;
  private readonly watch = new StallWatch();
  private completions: number[] = [];
  private slow = { count: 0, firstSentAt: Number.NaN, lastSentAt: Number.NaN };
  private requests: Array<[number, number]> | undefined = process.env.BENCH_CAPACITY_TRACE ? [] : undefined;

  /** Notes an answer (or failure) that came back now, for a request sent at `sentAt` (nowMs). */
  private answered(sentAt: number): void {
    const now = nowMs();
    const at = epochMs();
    this.completions.push(at);
    this.requests?.push([Math.round(at - (now - sentAt)), Math.round(now - sentAt)]);
    if (now - sentAt > 250) {
      const sentEpoch = at - (now - sentAt);
      this.slow.count++;
      if (!(this.slow.firstSentAt <= sentEpoch)) this.slow.firstSentAt = sentEpoch;
      if (!(this.slow.lastSentAt >= sentEpoch)) this.slow.lastSentAt = sentEpoch;
    }
  }

  private stalls(): LoadStalls {
    const stalls = { ...this.watch.drain(), silences: silences(this.completions), slow: this.slow, requests: this.requests };
    this.completions = [];
    if (this.requests) this.requests = [];
    this.slow = { count: 0, firstSentAt: Number.NaN, lastSentAt: Number.NaN };
    return stalls;
  }

  constructor(private readonly setup: CapacityLoadSetup) {
    this.http = new GraphqlHttpClient(setup.url, 256);
    this.sampler = new GraphqlHttpClient(setup.url, 1);
  }

  private tokenOf(userId: string): string {
    let token = this.tokens.get(userId);
    if (!token) this.tokens.set(userId, (token = jwt.sign({ pwv: 0 }, this.setup.authSecret, { algorithm: 'HS256', subject: userId, expiresIn: 3 * 3600 })));
    return token;
  }

  /** The recipients' sockets, each acknowledged by the server (connected) before the load starts. */
  async listen(): Promise<void> {
    const { couples, subscribedTutors, url } = this.setup;
    this.subscriptions = await Promise.all(
      couples.slice(0, subscribedTutors).map(
        (couple) =>
          new Promise<Client>((resolve, reject) => {
            const client = createClient({
              url: `${url.replace(/^http/, 'ws')}/graphql`,
              webSocketImpl: WebSocket,
              connectionParams: { authorization: `Bearer ${this.tokenOf(couple.tutorId)}` },
              lazy: false,
              on: { connected: () => resolve(client), error: reject },
            });
            client.subscribe<{ messageAdded: { body: string } }>(
              { query: MESSAGE_ADDED },
              {
                next: (result) => {
                  const body = result.data?.messageAdded.body;
                  if (body) this.received.set(body, nowMs());
                },
                error: () => undefined,
                complete: () => undefined,
              },
            );
          }),
      ),
    );
    // The subscribe message follows the connection ack: give the server a moment to register each topic.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  /** A deterministic draw in [0, 1): the same sequence of operations every run. */
  private draw(): number {
    this.drawn += 1;
    const x = Math.sin(this.drawn * 12.9898) * 43758.5453;
    return x - Math.floor(x);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.draw() * items.length)];
  }

  private operationOf(): SentOperation {
    let at = this.draw() * 100;
    for (const [operation, share] of CAPACITY_MIX) {
      if (at < share) return operation;
      at -= share;
    }
    return CAPACITY_MIX[0][0];
  }

  private request(operation: SentOperation, body: string): Promise<unknown> {
    const { couples, subscribedTutors, signInEmails, searchBodies, profilePageIds } = this.setup;
    const couple = this.pick(couples);
    const asTutor = this.draw() < 0.5;
    switch (operation) {
      case 'search': {
        const { query, variables } = JSON.parse(this.pick(searchBodies)) as { query: string; variables: Record<string, unknown> };
        return this.http.post(query, variables, null);
      }
      case 'profile view':
        return this.http.post(PROFILE, { profilePageId: this.pick(profilePageIds) }, null);
      case 'sign-in':
        return this.http.post(SIGN_IN, { email: this.pick(signInEmails), password: 'demo-password' }, null);
      case 'inbox read':
        return this.http.post(INBOX, { pageNumber: 1, isTutorContext: asTutor }, this.tokenOf(asTutor ? couple.tutorId : couple.clientId));
      case 'message send': {
        const to = couples[Math.floor(this.draw() * subscribedTutors)];
        this.sentAt.set(body, nowMs());
        return this.http.post(SEND, { body, targetId: to.conversationId, idempotencyKey: body }, this.tokenOf(to.clientId));
      }
      case 'sessions listed':
        return this.http.post(UPCOMING, { isTutorContext: asTutor }, this.tokenOf(asTutor ? couple.tutorId : couple.clientId));
      case 'session scheduled': {
        // A free quarter hour 2 to 80 days ahead, at random: two sessions of one tutor rarely meet.
        const start = Math.ceil((Date.now() + (2 + this.draw() * 78) * 86_400_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
        const input = { tuteeId: couple.clientId, subject: 'Algebra 1', gradeLevel: 'High School', startTime: new Date(start).toISOString(), endTime: new Date(start + 4 * QUARTER_HOUR_MS).toISOString(), timeZoneId: 'America/Chicago', meetingSolution: 'LESSONSPACE', idempotencyKey: randomUUID() };
        return this.http.post(CREATE_SESSION, { input }, this.tokenOf(couple.tutorId));
      }
      case 'current user':
        return this.http.post(CURRENT_USER, {}, this.tokenOf(asTutor ? couple.tutorId : couple.clientId));
      case 'notifications':
        return this.http.post(NOTIFICATIONS, {}, this.tokenOf(asTutor ? couple.tutorId : couple.clientId));
    }
  }

  async step(users: number, seconds: number): Promise<StepReply> {
    const recorder = new Recorder();
    const rate = users / USER_PERIOD_S;
    const total = Math.round(rate * seconds);
    const stepMessages: string[] = [];
    let sampling = true;
    const trivialSamples: number[] = [];
    const trivialErrors = new ErrorTally();
    const trivial = (async () => {
      while (sampling) {
        const started = nowMs();
        await this.sampler.post(TRIVIAL, {}, null).then(
          () => {
            this.answered(started);
            trivialSamples.push(nowMs() - started);
          },
          (error: unknown) => {
            this.answered(started);
            trivialErrors.add(error);
          },
        );
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, TRIVIAL_EVERY_MS - (nowMs() - started))));
      }
    })();
    const { sentPerSecond, inFlight } = await this.send(total, rate, () => this.operationOf(), recorder, stepMessages);
    sampling = false;
    await Promise.all([...inFlight, trivial]);
    await this.deliveries(stepMessages, recorder);
    return { type: 'step', users, sent: total + trivialSamples.length + trivialErrors.total, sentPerSecond, operations: recorder.figures(), trivial: summarise(trivialSamples, trivialErrors), stalls: this.stalls() };
  }

  /** `total` operations drawn by `next`, `rate` a second, open loop: sent on time whether or not earlier ones were answered. */
  private async send(total: number, rate: number, next: () => SentOperation, recorder: Recorder, messages: string[]): Promise<{ sentPerSecond: number; inFlight: Array<Promise<unknown>> }> {
    const started = nowMs();
    const inFlight: Array<Promise<unknown>> = [];
    for (let n = 0; n < total; n++) {
      const wait = started + (n * 1000) / rate - nowMs();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const operation = next();
      const sentAt = nowMs();
      const body = operation === 'message send' ? messageBody(this.nextMessage++) : '';
      if (body) messages.push(body);
      inFlight.push(
        this.request(operation, body).then(
          () => {
            this.answered(sentAt);
            recorder.ok(operation, nowMs() - sentAt);
          },
          (error: unknown) => {
            this.answered(sentAt);
            recorder.failed(operation, error);
          },
        ),
      );
    }
    return { sentPerSecond: round(total / ((nowMs() - started) / 1000), 1), inFlight };
  }

  /** Each message sent timed until its subscriber received it, or failed when it did not within DELIVERY_GRACE_MS. */
  private async deliveries(messages: string[], recorder: Recorder): Promise<void> {
    const deadline = nowMs() + DELIVERY_GRACE_MS;
    while (messages.some((body) => !this.received.has(body)) && nowMs() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const body of messages) {
      const arrived = this.received.get(body);
      if (arrived === undefined) recorder.failed('message delivery', new Error('not delivered within 5 s of the step'));
      else recorder.ok('message delivery', arrived - this.sentAt.get(body)!);
      this.received.delete(body);
      this.sentAt.delete(body);
    }
  }

  /** One operation alone, `count` of it at `perSecond`: what the server spends on it, measured around this by the caller. */
  async alone(operation: SentOperation, count: number, perSecond: number): Promise<StepReply> {
    const recorder = new Recorder();
    const messages: string[] = [];
    const { inFlight } = await this.send(count, perSecond, () => operation, recorder, messages);
    await Promise.all(inFlight);
    await this.deliveries(messages, recorder);
    return { type: 'alone', operation, figures: recorder.figures()[operation]!, stalls: this.stalls() };
  }

  async close(): Promise<void> {
    this.watch.stop();
    await Promise.all(this.subscriptions.map((client) => client.dispose()));
    this.http.close();
    this.sampler.close();
  }
}

if (parentPort) {
  const port = parentPort;
  const load = new CapacityLoad(workerData as CapacityLoadSetup);
  const reply = (message: StepReply) => port.postMessage(message);
  load.listen().then(
    () => reply({ type: 'ready' }),
    (error: Error) => reply({ type: 'failed', error: error.message }),
  );
  port.on('message', (request: StepRequest) => {
    if (request.type === 'stop') {
      void load.close().then(() => port.close());
      return;
    }
    const done = request.type === 'step' ? load.step(request.users, request.seconds) : load.alone(request.operation, request.count, request.perSecond);
    done.then(reply, (error: Error) => reply({ type: 'failed', error: error.stack ?? error.message }));
  });
}

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLField } from 'graphql';
import { eventually } from '../test-support/eventually';
import { buildFuzzWorld, FUZZ_APP_ENV, FuzzActor, FuzzWorld } from './support/fuzz-world';
import { filesIn, jsonBodyOf, MutationCall, MutationFuzzer, ValueHints } from './support/mutation-fuzz';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Issue 13: every mutation of backend/schema.gql, one argument or input field at a time replaced by
 * bad values of its type (see support/mutation-fuzz.ts), called as the role that reaches it and, with
 * its baseline, as a stranger and anonymously. No answer may be an INTERNAL_SERVER_ERROR or an error
 * without a code, and a call answered with an error stores no event (events carry the call's
 * x-correlation-id). A new mutation is covered without editing this file.
 */

/** Mutations that cannot run here, each with its reason. None today: uploads go as multipart, payments and Zoom to their sandboxes. */
const SKIPPED: ReadonlyMap<string, string> = new Map<string, string>([]);

const INTERNAL = 'INTERNAL_SERVER_ERROR';
/** graphql-js refusing a variable of the wrong type. */
const GRAPHQL_TYPE_ERROR = /^Variable "\$\w+" (got invalid value|of required type|of non-null type)/;

interface Answer {
  status: number;
  errors: Array<{ message: string; extensions?: { code?: string; messageId?: string } }>;
  hasData: boolean;
}

interface Failure {
  mutation: string;
  actor: string;
  path: string;
  kind: string;
  problem: string;
}

const schema = buildSchema(readFileSync(join(__dirname, '..', 'schema.gql'), 'utf8'));

/** Names that carry a kind of value, whichever mutation they appear in; `{n}` is replaced per call. */
function hintsFrom(world: FuzzWorld, candidate: () => number): ValueHints {
  return (name, typeName, listOf) => {
    const known = world.ids[name] ?? world.ids[name.replace(/s$/, '')];
    if (known && (typeName === 'ID' || typeName === 'String')) {
      const id = known[Math.min(candidate(), known.length - 1)];
      return listOf ? [id] : id;
    }
    if (typeName === 'UploadedFileInput') return listOf ? [world.uploadedFile] : world.uploadedFile;
    if (typeName !== 'String') {
      if (/^q\dScore$|^score$/.test(name)) return 5;
      if (name === 'month') return 6;
      if (name === 'year') return 2026;
      if (name === 'expMonth') return 12;
      if (name === 'expYear') return 2031;
      if (name === 'hourlyWage') return 40;
      if (name === 'weeksRecurring') return 2;
      if (name === 'lat') return 40.75;
      if (name === 'lng') return -73.99;
      return undefined;
    }
    const byName: Array<[RegExp, unknown]> = [
      [/^idempotencyKey$/, 'fuzz-key-{n}'],
      [/email/i, 'fuzz-{n}@example.com'],
      [/pass/i, 'fuzz password 1'],
      [/zip/i, '10001'],
      [/^startTime$/, world.times.start],
      [/^endTime$/, world.times.end],
      [/phone/i, world.phoneNumber],
      [/url/i, 'https://example.com/lesson'],
      [/^language$/, 'en'],
      [/subject/i, 'Algebra 1'],
      [/^course$/, 'Algebra 1'],
      [/gradeLevel/, 'High School'],
      [/^sessionType$/, 'online'],
      [/timeZone/, 'America/New_York'],
      [/days/i, listOf ? ['MONDAY'] : 'MONDAY'],
      [/^day$/, 'MONDAY'],
      [/^times$/, ['09:00']],
      [/cardToken/, 'tok_visa'],
      [/authCode/, 'ac_fuzz_{n}'],
      [/^code$/, '123456'],
      [/referralCode/, world.referralCode],
      [/^last4$/, '4242'],
      [/^brand$/, 'visa'],
      [/^courseKeys$/, ['algebra-1']],
    ];
    return byName.find(([pattern]) => pattern.test(name))?.[1];
  };
}

describe('every mutation survives bad values of each argument and input field', () => {
  let app: TestApp;
  /** Probes pick the caller in one world; variations run in a twin, where the probe's own success took nothing away. */
  let probeWorld: FuzzWorld;
  let world: FuzzWorld;
  let probeFuzzer: MutationFuzzer;
  let fuzzer: MutationFuzzer;
  let candidateIndex = 0;
  let callCounter = 0;
  /** Correlation ids of the calls that succeeded: their events, and their reactions', may appear at any time. */
  const accepted = new Set<string>();
  const eventStore = () => app.running.platform.eventStore;

  beforeAll(async () => {
    app = await startTestApp(FUZZ_APP_ENV);
    [probeWorld, world] = await Promise.all([buildFuzzWorld(app, 'probe'), buildFuzzWorld(app, 'fuzz')]);
    probeFuzzer = new MutationFuzzer(schema, hintsFrom(probeWorld, () => candidateIndex));
    fuzzer = new MutationFuzzer(schema, hintsFrom(world, () => candidateIndex));
    // The world's own reactions (notifications, conversations) settle before the first fuzzed call.
    let lastHead = -1;
    await eventually(
      async () => {
        const head = await eventStore().headPosition();
        const settled = head === lastHead;
        lastHead = head;
        return settled;
      },
      { intervalMs: 300, timeoutMs: 10_000 },
    );
  }, 90_000);

  afterAll(async () => {
    await app?.close();
  });

  /** Fresh per-call values (`{n}`) so a retry-safe key or an e-mail is not replayed by the next variation. */
  function freshen(value: unknown, n: number): unknown {
    if (typeof value === 'string') return value.includes('{n}') ? value.replaceAll('{n}', String(n)) : value;
    if (Array.isArray(value)) return value.map((element) => freshen(element, n));
    if (value && value.constructor === Object) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, freshen(inner, n)]));
    return value;
  }

  async function send(call: MutationCall, actor: FuzzActor): Promise<Answer & { correlationId: string }> {
    const n = ++callCounter;
    const correlationId = `fuzz-${n}`;
    const variables = freshen(call.variables, n) as Record<string, unknown>;
    const headers: Record<string, string> = { 'x-correlation-id': correlationId, ...(actor.token ? { authorization: `Bearer ${actor.token}` } : {}) };
    const { variables: stripped, files } = filesIn(variables);
    let response: Response;
    if (files.length > 0) {
      const form = new FormData();
      form.set('operations', jsonBodyOf(call.document, stripped));
      form.set('map', JSON.stringify(Object.fromEntries(files.map(({ path }, index) => [String(index), [path]]))));
      files.forEach(({ file }, index) => form.set(String(index), new Blob([file.content], { type: file.mimetype }), file.filename));
      response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { ...headers, 'apollo-require-preflight': 'true' }, body: form });
    } else {
      response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: jsonBodyOf(call.document, variables) });
    }
    const text = await response.text();
    let body: { data?: unknown; errors?: Answer['errors'] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
    }
    const data = body.data as Record<string, unknown> | null | undefined;
    if (!body.errors?.length) accepted.add(correlationId);
    return { status: response.status, errors: body.errors ?? [], hasData: !!data && data[call.mutation] !== undefined && data[call.mutation] !== null, correlationId };
  }

  /**
   * What is wrong with an answer, or null: a 5xx, an INTERNAL_SERVER_ERROR, an error without a code,
   * a refused input without the id of its message (GraphQL's own type errors aside: they answer a
   * client's bug, not what a user typed).
   */
  function problemOf(answer: Answer): string | null {
    if (answer.status >= 500) return `HTTP ${answer.status}: ${answer.errors[0]?.message ?? ''}`;
    for (const error of answer.errors) {
      const code = error.extensions?.code;
      if (!code) return `error without a code: ${error.message.slice(0, 200)}`;
      if (code === INTERNAL) return `${INTERNAL}: ${error.message.slice(0, 200)}`;
      if (code === 'BAD_USER_INPUT' && !error.extensions?.messageId && !GRAPHQL_TYPE_ERROR.test(error.message)) return `BAD_USER_INPUT without a messageId: ${error.message.slice(0, 200)}`;
    }
    if (answer.errors.length === 0 && !answer.hasData) return `HTTP ${answer.status} with neither data nor errors`;
    return null;
  }

  const reached = (answer: Answer) => answer.errors.length === 0 || answer.errors.every((error) => ['BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS'].includes(error.extensions?.code ?? ''));
  const refused = (answer: Answer) => answer.errors.some((error) => ['UNAUTHENTICATED', 'FORBIDDEN'].includes(error.extensions?.code ?? ''));

  /**
   * The role (and which known id, where several are known for a name) whose baseline call gets past
   * the who-may checks and the lookups: the variations then reach the validation.
   */
  async function reachingCaller(field: GraphQLField<unknown, unknown>, failures: Failure[], rejected: string[]): Promise<{ actor: FuzzActor; candidate: number }> {
    let fallback: { actor: FuzzActor; candidate: number } | null = null;
    for (const candidate of [0, 1]) {
      candidateIndex = candidate;
      const baseline = probeFuzzer.baselineFor(field);
      for (const role of ['client', 'tutor', 'admin'] as const) {
        const answer = await send(baseline, probeWorld.actors[role]);
        const problem = problemOf(answer);
        if (problem) failures.push({ mutation: field.name, actor: role, path: '(baseline)', kind: `probe with ids ${candidate}`, problem });
        if (answer.errors.length > 0) rejected.push(answer.correlationId);
        if (reached(answer)) return { actor: world.actors[role], candidate };
        if (!fallback && !refused(answer)) fallback = { actor: world.actors[role], candidate };
      }
    }
    return fallback ?? { actor: world.actors.client, candidate: 0 };
  }

  async function storedBy(correlationIds: readonly string[], fromPosition: number): Promise<Map<string, string[]>> {
    const wanted = new Set(correlationIds);
    const stored = new Map<string, string[]>();
    for (const event of await app.running.platform.eventStore.readAll({ fromPosition })) {
      if (!wanted.has(event.metadata.correlationId)) continue;
      stored.set(event.metadata.correlationId, [...(stored.get(event.metadata.correlationId) ?? []), event.type]);
    }
    return stored;
  }

  /** Destructive calls last, so the world's session, card and requests are still there for the others. */
  const destructive = (name: string) => /^(cancel|remove|drop|decline|unPair|clear|delete)/.test(name);
  /** Last of all: an admin setting a password or deleting a user ends the world's sessions. */
  const endsSessions = (name: string) => ['saveNewUserPassword', 'deleteUser'].includes(name);

  it('answers malformed requests to the endpoint with a coded GraphQL error, never a 5xx', async () => {
    const SEND = `mutation ($body: String!, $targetId: ID!) { sendMessageMutation(body: $body, targetId: $targetId) { id } }`;
    const json = (body: string, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const multipart = (operations: string, map: string, withFile = true) => {
      const form = new FormData();
      form.set('operations', operations);
      form.set('map', map);
      if (withFile) form.set('0', new Blob(['notes']), 'notes.txt');
      return { method: 'POST', headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${world.actors.client.token}` }, body: form };
    };
    const requests: Array<[string, RequestInit]> = [
      ['not JSON', json('{"query": "mutation {')],
      ['JSON that is not an object', json('"mutation { clearNotifications }"')],
      ['a batch', json(JSON.stringify([{ query: 'mutation { clearNotifications }' }, { query: 'mutation { clearNotifications }' }]))],
      ['no query', json('{}')],
      ['a query that is not a string', json('{"query": 5}')],
      ['variables that are not an object', json(JSON.stringify({ query: SEND, variables: 'x' }))],
      ['an unknown operation name', json(JSON.stringify({ query: 'mutation A { clearNotifications }', operationName: 'B' }))],
      ['a syntax error', json(JSON.stringify({ query: 'mutation { sendMessageMutation(body: ) }' }))],
      ['an unknown field', json(JSON.stringify({ query: 'mutation { noSuchMutation }' }))],
      ['a deeply nested selection', json(JSON.stringify({ query: `mutation { clearNotifications ${'{ a '.repeat(500)}${'}'.repeat(500)} }` }))],
      ['a NUL in the document', json(JSON.stringify({ query: 'mutation { clear\u0000Notifications }' }))],
      ['a text/plain body (CSRF)', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query": "mutation { clearNotifications }"}' }],
      ['a mutation over GET', { method: 'GET', headers: { 'apollo-require-preflight': 'true' } }],
      ['multipart without the preflight header', { ...multipart(JSON.stringify({ query: 'mutation ($file: Upload!) { uploadFile(file: $file) { url } }', variables: { file: null } }), '{"0":["variables.file"]}'), headers: {} }],
      ['multipart operations not JSON', multipart('{', '{"0":["variables.file"]}')],
      ['multipart map not JSON', multipart(JSON.stringify({ query: 'mutation ($file: Upload!) { uploadFile(file: $file) { url } }', variables: { file: null } }), '[')],
      ['multipart map to no variable', multipart(JSON.stringify({ query: 'mutation ($file: Upload!) { uploadFile(file: $file) { url } }', variables: { file: null } }), '{"0":["variables.nothing.deeper"]}')],
      ['multipart map to a missing file', multipart(JSON.stringify({ query: 'mutation ($file: Upload!) { uploadFile(file: $file) { url } }', variables: { file: null } }), '{"1":["variables.file"]}', false)],
      ['multipart file without operations', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: (() => { const form = new FormData(); form.set('0', new Blob(['x']), 'x.txt'); return form; })() }],
    ];
    const problems: string[] = [];
    for (const [what, init] of requests) {
      const url = init.method === 'GET' ? `${app.url}/graphql?query=${encodeURIComponent('mutation { clearNotifications }')}` : `${app.url}/graphql`;
      const response = await fetch(url, init);
      const text = await response.text();
      let errors: Answer['errors'] | undefined;
      try {
        errors = (JSON.parse(text) as { errors?: Answer['errors'] }).errors;
      } catch {
        errors = undefined;
      }
      if (response.status >= 500) problems.push(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
      else if (!errors?.length) problems.push(`${what}: HTTP ${response.status} without GraphQL errors: ${text.slice(0, 120)}`);
      else if (errors.some((error) => !error.extensions?.code || error.extensions.code === INTERNAL)) problems.push(`${what}: ${JSON.stringify(errors).slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists in SKIPPED only mutations that exist', () => {
    const names = new Set(fuzzer.mutations().map((field) => field.name));
    expect([...SKIPPED.keys()].filter((name) => !names.has(name))).toEqual([]);
  });

  it('answers every variation without an internal error and stores nothing for a rejected call', async () => {
    const startedAt = Date.now();
    const failures: Failure[] = [];
    const coverage: string[] = [];
    const samples: string[] = [];
    let calls = 0;
    const mutations = fuzzer
      .mutations()
      .filter((field) => !SKIPPED.has(field.name))
      .sort((a, b) => Number(endsSessions(a.name)) - Number(endsSessions(b.name)) || Number(destructive(a.name)) - Number(destructive(b.name)) || a.name.localeCompare(b.name));
    for (const field of mutations) {
      const fromPosition = await app.running.platform.eventStore.headPosition();
      const rejected: string[] = [];
      const described = new Map<string, { actor: string; path: string; kind: string }>();
      const { actor, candidate } = await reachingCaller(field, failures, rejected);
      candidateIndex = candidate;
      const baseline = fuzzer.baselineFor(field);
      const codes: Record<string, number> = {};
      const record = async (call: MutationCall, caller: FuzzActor, path: string, kind: string) => {
        const headBefore = await eventStore().headPosition();
        const answer = await send(call, caller);
        calls += 1;
        if (answer.errors.length > 0 && (await eventStore().headPosition()) > headBefore) {
          // Whatever was appended meanwhile must come from an accepted call (its reactions included), not from this one under another correlation.
          const foreign = (await eventStore().readAll({ fromPosition: headBefore })).filter((event) => !accepted.has(event.metadata.correlationId));
          if (foreign.length > 0) failures.push({ mutation: field.name, actor: caller.name, path, kind, problem: `rejected, while ${foreign.map((event) => `${event.type} (${event.metadata.correlationId})`).join(', ')} appeared` });
        }
        const code = answer.errors[0]?.extensions?.code ?? 'OK';
        if (caller !== actor) samples.push(`${field.name}\t(as ${caller.name})\t${kind}\t${code}\t-\t${answer.errors[0]?.message.slice(0, 120) ?? ''}`);
        if (caller === actor) {
          codes[code] = (codes[code] ?? 0) + 1;
          const error = answer.errors[0];
          samples.push(`${field.name}\t${path}\t${kind}\t${code}\t${error?.extensions?.messageId ?? '-'}\t${error?.message.slice(0, 120) ?? ''}`);
        }
        const problem = problemOf(answer);
        if (problem) failures.push({ mutation: field.name, actor: caller.name, path, kind, problem });
        if (answer.errors.length > 0) {
          rejected.push(answer.correlationId);
          described.set(answer.correlationId, { actor: caller.name, path, kind });
        }
      };
      await record(baseline, world.actors.stranger, '(baseline)', 'stranger');
      await record(baseline, world.actors.anonymous, '(baseline)', 'anonymous');
      for (const variation of fuzzer.variationsOf(field, baseline)) await record(variation, actor, variation.path, variation.kind);
      for (const [correlationId, types] of await storedBy(rejected, fromPosition)) {
        const where = described.get(correlationId) ?? { actor: actor.name, path: '(baseline)', kind: 'probe' };
        failures.push({ mutation: field.name, ...where, problem: `rejected, yet stored ${types.join(', ')}` });
      }
      coverage.push(`${field.name} as ${actor.name} (ids ${candidate}): ${JSON.stringify(codes)}`);
      candidateIndex = 0;
    }
    // FUZZ_REPORT=<file> writes who each mutation was called as and what its variations answered.
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, [...coverage, '', ...samples].join('\n'));
    const seconds = (Date.now() - startedAt) / 1000;
    process.stdout.write(`mutation fuzz: ${mutations.length} mutations, ${calls} calls, ${seconds.toFixed(1)} s\n`);
    // The event check is not vacuous: the calls that succeeded are found in the log by their correlation ids.
    expect((await storedBy([...accepted], 0)).size).toBeGreaterThan(mutations.length / 4);
    expect(failures.map(describeFailure)).toEqual([]);
  }, 240_000);
});

function describeFailure(failure: Failure): string {
  return `${failure.mutation} as ${failure.actor}, ${failure.path} = ${failure.kind}: ${failure.problem}`;
}

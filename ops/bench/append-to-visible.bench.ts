import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { InMemoryReadStore } from '../../backend/src/infrastructure/readstore/in-memory-read-store';
import { ProjectionRunner } from '../../backend/projections/runner/projection-runner';
import { USERS_COLLECTION, UserDocument, usersProjection } from '../../backend/projections/users/users.projection';
import {
  BenchResult,
  check,
  collectGarbage,
  metadataFor,
  nowMs,
  percentile,
  round,
  silentLogger,
  userSignedUp,
  userStreamId,
  withTempDir,
} from './support';

/**
 * Read-your-writes as a mutation lives it: append one UserSignedUp, then wait for the users
 * projection to have applied it. The append alone, timed in the same loop, is the baseline.
 */

const ITERATIONS = 2_000;
const WARM_UP_ITERATIONS = 200;
/** The runner's own default for a mutation waiting on its projections. */
const WAIT_TIMEOUT_MS = 2_000;
const TARGET_P95_MS = 20;

interface Sample {
  appendMs: number;
  visibleMs: number;
  visible: boolean;
}

export async function runAppendToVisibleBench(): Promise<BenchResult> {
  return withTempDir('visible', async (dir) => {
    const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    const runner = new ProjectionRunner(eventStore, new InMemoryReadStore(), [usersProjection], silentLogger);
    try {
      await runner.start();
      await runner.waitUntilCaughtUp(WAIT_TIMEOUT_MS);
      for (let i = 0; i < WARM_UP_ITERATIONS; i++) await appendAndWait(eventStore, runner);
      collectGarbage();
      const samples: Sample[] = [];
      let lastUserId = '';
      for (let i = 0; i < ITERATIONS; i++) {
        lastUserId = randomUUID();
        samples.push(await appendAndWait(eventStore, runner, lastUserId));
      }
      const readable = (await runner.readModels.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: lastUserId })) !== null;
      return report(samples, readable);
    } finally {
      await runner.stop();
      await eventStore.close();
    }
  });
}

async function appendAndWait(eventStore: SqliteEventStore, runner: ProjectionRunner, userId: string = randomUUID()): Promise<Sample> {
  const event = userSignedUp(userId, metadataFor(null));
  const started = nowMs();
  const result = await eventStore.append(userStreamId(userId), [event], { expectedRevision: 'no_stream' });
  const appended = nowMs();
  const visible = await runner.waitForPosition(result.position, [usersProjection.name], WAIT_TIMEOUT_MS);
  return { appendMs: appended - started, visibleMs: nowMs() - started, visible };
}

function report(samples: readonly Sample[], lastReadable: boolean): BenchResult {
  const visible = samples.map((sample) => sample.visibleMs).sort((a, b) => a - b);
  const append = samples.map((sample) => sample.appendMs).sort((a, b) => a - b);
  const timeouts = samples.filter((sample) => !sample.visible).length;
  const stats = (sorted: number[]) => ({
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  });
  const v = stats(visible);
  const a = stats(append);
  const row = (label: string, s: typeof v) =>
    `  ${label.padEnd(28)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;
  const lines = [
    `${ITERATIONS} x (append 1 UserSignedUp to a new stream, then waitForPosition(position, ['users'], ${WAIT_TIMEOUT_MS})), after ${WARM_UP_ITERATIONS} warm-up rounds`,
    row('append -> visible in users', v),
    row('append alone (baseline)', a),
    `  ratio visible/append at p50 ${(v.p50 / a.p50).toFixed(2)}, at p95 ${(v.p95 / a.p95).toFixed(2)}; projection share of p50 ${ms(v.p50 - a.p50)}`,
    `  timeouts: ${timeouts}; last user readable through readModels: ${lastReadable}`,
  ];
  const metrics: Record<string, number> = { visible_timeouts: timeouts };
  for (const [name, value] of Object.entries(v)) metrics[`visible_${name}_ms`] = round(value, 3);
  for (const [name, value] of Object.entries(a)) metrics[`visible_append_only_${name}_ms`] = round(value, 3);
  return {
    name: 'append-to-visible',
    lines,
    metrics,
    targets: [check('append -> visible p95', `<= ${TARGET_P95_MS} ms`, `${v.p95.toFixed(3)} ms`, v.p95 <= TARGET_P95_MS && timeouts === 0 && lastReadable)],
  };
}

function ms(value: number): string {
  return `${value.toFixed(3).padStart(8)} ms`;
}

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../backend/src/config/app-config';
import { CredentialStore } from '../../backend/platform/credentials/credential-store.port';
import { MongoCredentialStore } from '../../backend/src/infrastructure/credentials/mongo-credential-store';
import { SqliteCredentialStore } from '../../backend/src/infrastructure/credentials/sqlite-credential-store';
import { EventStore } from '../../backend/platform/eventstore/event-store.port';
import { EventStoreDbEventStore } from '../../backend/src/infrastructure/eventstore/eventstoredb-event-store';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../backend/platform/logging/logger';
import { catalogForSeed } from './seed-catalog-adapter';
import { DEFAULT_SEED_UNTIL } from './seed-generator';
import { runSeed } from './seed-run';

/**
 * `npm run seed -- --tutors 50000 --clients 20000 --seed 42 [--data-dir DIR] [--until ISO-DATE]`
 *
 * Writes realistic tutors, clients and reviews through the command side (the deciders) straight
 * into the configured event store (DATA_DIR's SQLite log, or EVENTSTORE_URL) and credential store,
 * deterministically for a seed; the product need not run (a running one picks the events up). Every
 * account, the demo accounts tutor@, parent@ and student@example.com included, has the password
 * `demo-password`. Running it again with the same seed changes nothing.
 * Output goes through process.stdout.write: the no-console rule is for library code.
 */

const USAGE = 'usage: npm run seed -- [--tutors 50000] [--clients 20000] [--seed 42] [--data-dir DIR] [--until 2026-11-01T12:00:00Z] [--workers N]';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got "${value}"\n${USAGE}`);
  return parsed;
}

function write(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  // The report below is the output; the product's info lines (catalog loaded, ...) only with LOG_LEVEL (worker threads read it too).
  process.env.LOG_LEVEL ??= 'warn';
  logger.level = process.env.LOG_LEVEL;
  const { values } = parseArgs({
    options: {
      tutors: { type: 'string' },
      clients: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      until: { type: 'string' },
      workers: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return write(USAGE);
  const tutors = count(values.tutors, 50_000, 'tutors');
  const clients = count(values.clients, 20_000, 'clients');
  const seed = count(values.seed, 42, 'seed');
  // Generating and deciding on worker threads, appending here: one worker keeps two cores busy.
  const workers = count(values.workers, Math.min(2, availableParallelism() - 1), 'workers');
  const until = values.until ? new Date(values.until) : DEFAULT_SEED_UNTIL;
  if (Number.isNaN(until.getTime())) throw new Error(`--until must be a date, got "${values.until}"\n${USAGE}`);
  const config = loadConfig({ ...process.env, ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}) });

  const eventStore: EventStore = config.eventStoreUrl ? new EventStoreDbEventStore(config.eventStoreUrl) : new SqliteEventStore(join(config.dataDir, 'events.sqlite'));
  const credentials: CredentialStore = config.mongodbUrl
    ? await MongoCredentialStore.connect(config.mongodbUrl, `${config.mongodbDatabase}_credentials`)
    : new SqliteCredentialStore(join(config.dataDir, 'credentials.sqlite'));
  try {
    write(`seeding ${tutors.toLocaleString('en-US')} tutors and ${clients.toLocaleString('en-US')} clients (seed ${seed}) into ${config.eventStoreUrl ?? config.dataDir}`);
    const catalog = catalogForSeed();
    const report = await runSeed(catalog, { eventStore, credentials, emailStreamKey: config.emailStreamKey }, {
      seed,
      tutors,
      clients,
      until,
      workers,
      onProgress: ({ phase, done, total, elapsedMs }) => {
        if (done % 10_000 === 0 || done === total) write(`  ${phase}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${(elapsedMs / 1000).toFixed(1)} s)`);
      },
    });
    const seconds = report.elapsedMs / 1000;
    write(
      `done in ${seconds.toFixed(1)} s: ${report.accountsWritten.toLocaleString('en-US')} accounts written (${report.accountsExisting} already there, ${report.emailsTaken} addresses taken), ` +
        `${report.tutorProfiles.toLocaleString('en-US')} tutor profiles, ${report.reviews.toLocaleString('en-US')} reviews, ` +
        `${report.events.toLocaleString('en-US')} events (${Math.round(report.events / seconds).toLocaleString('en-US')} events/s; password hash ${report.hashMs.toFixed(0)} ms)`,
    );
    write('every seeded account, tutor@example.com, parent@example.com and student@example.com included, has the password: demo-password');
  } finally {
    await eventStore.close();
    await credentials.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`seed failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});

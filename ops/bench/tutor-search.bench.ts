import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { GRADE_LEVELS } from '../../backend/domain/catalog/catalog.vocabulary';
import { TUTOR_SEARCH_COLLECTION, tutorSearchProjection } from '../../backend/projections/tutor-search/tutor-search.projection';
import { ProjectionRunner } from '../../backend/projections/runner/projection-runner';
import { SqliteCredentialStore } from '../../backend/src/infrastructure/credentials/sqlite-credential-store';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../backend/platform/logging/logger';
import { InMemoryReadStore } from '../../backend/src/infrastructure/readstore/in-memory-read-store';
import { Prng, WeightedTable } from '../seed/prng';
import { SeedCatalog } from '../seed/seed-catalog';
import { catalogForSeed } from '../seed/seed-catalog-adapter';
import { SEED_CITIES } from '../seed/seed-cities';
import { courseWeightOf, DEFAULT_SEED_UNTIL } from '../seed/seed-generator';
import { FIRST_NAMES, LAST_NAMES } from '../seed/seed-names';
import { runSeed, SeedRunReport } from '../seed/seed-run';
import { coldThenWarmLine, coldThenWarmPasses, fireGraphql, LoadFigures, PassFigures } from './graphql-load';
import { readModelSnapshotsWritten, type RestartFigures, ServerProcess, smallPagesLine } from './server-process';
import { BenchResult, check, collectGarbage, formatCount, mb, nowMs, round, silentLogger, TargetCheck, withTempDir } from './support';

/**
 * Finding a tutor on realistic data: 50,000 tutors, 20,000 clients and their reviews seeded through
 * the command side (ops/seed), then the built server (dist, as `npm start` runs it, in-memory read
 * store) loaded over loopback by autocannon with 32 connections: a trivial query as the baseline,
 * then searchTutorsByCourse, the name typeahead and the ZIP typeahead, each with varied realistic
 * inputs. Also: the seed's own time, the server's rebuild time, and the memory of the search read model.
 */

const TUTORS = Number(process.env.BENCH_TUTORS ?? 50_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20_000);
const SEED = 42;
// Names the seeded addresses' streams; the server started on the seeded log is given the same key.
// Derived from the seed, so a log kept with BENCH_SEED_DIR names its e-mail streams as the server looks them up.
const EMAIL_STREAM_KEY = createHash('sha256').update(`bench e-mail streams ${SEED}`).digest('base64url');
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
/** No snapshot written for this long after the server is ready: the ones of its first build are done. */
const SNAPSHOTS_QUIET_MS = 3000;
/** Distinct request bodies per scenario, drawn once and cycled through. */
const BODIES = 4000;

const TARGETS = { searchP95Ms: 50, searchRps: 1000, searchCpuMsPerRequest: 1.0, typeaheadP95Ms: 30, seedSeconds: 180, restartSeconds: 5, rebuildEventsPerSecond: 50_000 };

const TUTOR_CARD = `fragment Card on Tutor {
  id profileId profilePageId firstName lastInitial school { name } isHighSchoolTutor bio hourlyWage avgReviewScore
  reviewCount hoursTutored teaches gradesForTutoring sessionPreference avaliabilityDesc dailyAvaliability { day times }
  location { zip city state }
}`;
const SEARCH = `query Search($input: String!, $localPageNumber: Int, $onlinePageNumber: Int, $zip: String, $studentGradeLevel: GradeLevel) {
  searchTutorsByCourse(input: $input, localPageNumber: $localPageNumber, onlinePageNumber: $onlinePageNumber, zip: $zip, studentGradeLevel: $studentGradeLevel) {
    course locationDescription localTutorCount onlineTutorCount
    localTutors { ...Card distanceMiles }
    onlineTutors { ...Card }
  }
}
${TUTOR_CARD}`;
const BY_NAME = `query ByName($name: String!) { getTutorsByName(name: $name) { id profileId firstName lastInitial school { name } } }`;
const ZIPS = `query Zips($zipInput: String!) { softSearchZipCodeV2(zipInput: $zipInput) { id zip city state } }`;
const TRIVIAL = `query Trivial { __typename }`;

interface Scenario {
  name: string;
  key: string;
  bodies: string[];
}

interface ScenarioFigures extends LoadFigures {
  /** Server CPU time per request: what a request costs, whatever else shares the cores. */
  cpuMsPerRequest: number;
}

export async function runTutorSearchBench(): Promise<BenchResult> {
  // The catalog and the seed's worker threads log at info; a report wants none of it.
  process.env.LOG_LEVEL ??= 'warn';
  logger.level = process.env.LOG_LEVEL;
  return withTempDir('tutor-search', async (dir) => {
    const catalog = catalogForSeed();
    const seeded = await seedOrReuse(dir, catalog);
    collectGarbage();
    const model = await measureSearchReadModel(dir);
    collectGarbage();

    const empty = new ServerProcess({ DATA_DIR: join(dir, 'empty') });
    await empty.start();
    const emptyHeap = await empty.heap();
    await empty.stop();

    // Kept answers off (PUBLIC_ANSWERS_KEPT=0): every request executes, as the first asking of a
    // search does, and as every search does after a tutor changes. Without the worker role, as the
    // upcoming-sessions benchmark: its log reactions would work through the seeded log in the
    // background on a first start, during the load, and their CPU would count against search.
    const server = new ServerProcess({ DATA_DIR: dir, EMAIL_STREAM_KEY, PUBLIC_ANSWERS_KEPT: '0', PROCESS_ROLES: 'api,projector' });
    await server.start();
    const rebuiltAfterMs = server.readyAfterMs;
    // CPU of the server process up to ready: steadier than the wall time when other work shares the cores.
    const rebuildCpuMs = server.cpuMs();
    const loadBeforeRebuild = loadavg()[0];
    try {
      // Once caught up the server writes every read model's snapshot (V8-serialising some 900 MB on
      // the 50k seed): its CPU would count against whichever scenario runs meanwhile.
      await readModelSnapshotsWritten(dir, SNAPSHOTS_QUIET_MS);
      const seededHeap = await server.heap();
      const sanity = await sanityCheck(server);
      const loadBefore = loadavg()[0];
      const scenarios = buildScenarios(catalog);
      const figures = new Map<string, ScenarioFigures>();
      for (const scenario of scenarios) figures.set(scenario.key, await load(server, scenario));
      const serverHeapAfter = await server.heap();
      // A restart: every read model from its snapshot, then the log after it.
      const restart = {
        ...(await server.restart()),
        firstSearches: await coldThenWarmPasses(server, searchScenario(scenarios).bodies.map((body) => ({ body })), CONNECTIONS, 'search after restart'),
        smallPages: await server.restartWithSmallPages(),
      };
      return report({ seeded, model, emptyHeap, seededHeap, serverHeapAfter, readyAfterMs: rebuiltAfterMs, rebuild: { cpuMs: rebuildCpuMs, loadAfter: loadBeforeRebuild }, restart, sanity, scenarios, figures, loadBefore });
    } finally {
      await server.stop();
    }
  });
}

const SEEDED_FILES = ['events.sqlite', 'credentials.sqlite'];

/**
 * BENCH_SEED_DIR=<dir> keeps the seeded log between runs while iterating on the server: the first run
 * seeds into it (and records the seed's report beside it), later runs copy its files into the run's
 * fresh data directory, so the server still builds every read model from the log on its first start.
 */
export async function seedOrReuse(dir: string, catalog: SeedCatalog): Promise<SeedRunReport> {
  if (!process.env.BENCH_SEED_DIR) return seedTutorSearch(dir, catalog);
  const kept = join(process.env.BENCH_SEED_DIR, `seed-${SEED}-${TUTORS}-${CLIENTS}`);
  const reportFile = join(kept, 'seed-report.json');
  if (!existsSync(reportFile)) {
    mkdirSync(kept, { recursive: true });
    const seeded = await seedTutorSearch(kept, catalog);
    writeFileSync(reportFile, JSON.stringify(seeded));
  }
  for (const file of SEEDED_FILES) copyFileSync(join(kept, file), join(dir, file));
  return JSON.parse(readFileSync(reportFile, 'utf8')) as SeedRunReport;
}

export async function seedTutorSearch(dir: string, catalog: SeedCatalog): Promise<SeedRunReport> {
  const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
  const credentials = new SqliteCredentialStore(join(dir, 'credentials.sqlite'));
  try {
    return await runSeed(catalog, { eventStore, credentials, emailStreamKey: EMAIL_STREAM_KEY }, {
      seed: SEED,
      tutors: TUTORS,
      clients: CLIENTS,
      until: DEFAULT_SEED_UNTIL,
      workers: Math.min(2, availableParallelism() - 1),
    });
  } finally {
    await eventStore.close();
    await credentials.close();
  }
}

interface ModelFigures {
  documents: number;
  heapBytes: number;
  buildMs: number;
  events: number;
}

/**
 * The search read model alone, in this process: the tutor-search projection rebuilt from the seeded
 * log into a fresh in-memory read store; heap after a full gc before the build and after it, with
 * the store still referenced. The difference is what its documents and indexes hold.
 */
async function measureSearchReadModel(dir: string): Promise<ModelFigures> {
  const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
  const readStore = new InMemoryReadStore();
  const runner = new ProjectionRunner(eventStore, readStore, [tutorSearchProjection], silentLogger, { checkpointEveryMs: 1000 });
  try {
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const started = nowMs();
    await runner.start();
    await runner.waitUntilCaughtUp();
    const buildMs = nowMs() - started;
    await runner.stop();
    collectGarbage();
    const after = process.memoryUsage().heapUsed;
    const documents = await runner.readModels.collection(TUTOR_SEARCH_COLLECTION).count();
    return { documents, heapBytes: after - before, buildMs, events: await eventStore.headPosition() };
  } finally {
    await eventStore.close();
    await readStore.close();
  }
}

interface Sanity {
  localAlgebraNear10001: number;
  onlineAlgebra: number;
  namesMar: number;
  zips787: number;
}

/** One request of each kind, checked, so a run that measures empty answers or errors says so. */
async function sanityCheck(server: ServerProcess): Promise<Sanity> {
  const search = await server.graphql<{ searchTutorsByCourse: { localTutorCount: number; onlineTutorCount: number } }>(SEARCH, {
    input: 'Algebra 1',
    zip: '10001',
    localPageNumber: 1,
    onlinePageNumber: 1,
  });
  const names = await server.graphql<{ getTutorsByName: unknown[] }>(BY_NAME, { name: 'mar' });
  const zips = await server.graphql<{ softSearchZipCodeV2: unknown[] }>(ZIPS, { zipInput: '787' });
  await server.graphql(TRIVIAL);
  return {
    localAlgebraNear10001: search.searchTutorsByCourse.localTutorCount,
    onlineAlgebra: search.searchTutorsByCourse.onlineTutorCount,
    namesMar: names.getTutorsByName.length,
    zips787: zips.softSearchZipCodeV2.length,
  };
}

function searchScenario(scenarios: readonly Scenario[]): Scenario {
  return scenarios.find((scenario) => scenario.key === 'search') as Scenario;
}

/** Request bodies drawn the way clients ask: popular courses, populous cities, mostly first pages. */
export function buildScenarios(catalog: SeedCatalog): Scenario[] {
  const random = Prng.for(SEED, 'bench', 'tutor-search');
  const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });
  const courses = new WeightedTable(
    catalog.courses.filter((course) => !course.schoolId),
    (course) => courseWeightOf(course),
  );
  const cities = new WeightedTable(SEED_CITIES, (city) => city.population);
  const zipsOf = new Map(SEED_CITIES.map((city) => [city, catalog.zipsNear(city.centreZip, city.radiusMiles)]));
  const prefix = (word: string, max: number) => word.slice(0, random.int(1, Math.min(max, word.length)));

  const searchBody = () => {
    const city = cities.draw(random);
    const zips = zipsOf.get(city) ?? [];
    const online = random.chance(0.15) || zips.length === 0;
    return body(SEARCH, {
      input: courses.draw(random).fullCourseName,
      zip: online ? null : random.pick(zips),
      localPageNumber: online ? -1 : random.weightedIndex([0, 75, 15, 5]) || 1,
      onlinePageNumber: random.chance(0.8) ? 1 : 2,
      studentGradeLevel: random.chance(0.5) ? random.pick(GRADE_LEVELS) : null,
    });
  };
  const search = Array.from({ length: BODIES }, searchBody);
  const names = Array.from({ length: BODIES }, () => body(BY_NAME, { name: prefix(random.pick(random.chance(0.5) ? FIRST_NAMES : LAST_NAMES), 4) }));
  const zipInputs = Array.from({ length: BODIES }, () => {
    const city = cities.draw(random);
    const input = random.chance(0.6) ? prefix(random.pick(zipsOf.get(city) ?? [city.centreZip]), 5) : prefix(city.name.toLowerCase(), 6);
    return body(ZIPS, { zipInput: input });
  });
  return [
    { name: 'trivial query { __typename } (baseline)', key: 'trivial', bodies: [body(TRIVIAL, {})] },
    { name: 'searchTutorsByCourse (course x ZIP x grade, local and online pages)', key: 'search', bodies: search },
    { name: 'getTutorsByName (1-4 letter prefixes)', key: 'name', bodies: names },
    { name: 'softSearchZipCodeV2 (ZIP and city prefixes)', key: 'zip', bodies: zipInputs },
  ];
}

/**
 * Warm-up, then SECONDS of 32 connections cycling through the scenario's bodies; every latency kept.
 * The warm-up is a few seconds of the same bodies (the code paths compiled, the ZIP codes' areas
 * worked out); with no answer kept, each request of the run executes in full.
 */
async function load(server: ServerProcess, scenario: Scenario): Promise<ScenarioFigures> {
  const requests = scenario.bodies.map((body) => ({ body }));
  const fire = (length: { duration: number }) => fireGraphql(server.url, requests, { connections: CONNECTIONS, length, cursor: { next: 0 }, label: scenario.key });
  await fire({ duration: WARM_UP_SECONDS });
  const cpuBefore = server.cpuMs();
  const figures = await fire({ duration: SECONDS });
  return { ...figures, cpuMsPerRequest: (server.cpuMs() - cpuBefore) / Math.max(1, figures.requests) };
}

interface ReportInput {
  seeded: SeedRunReport;
  model: ModelFigures;
  emptyHeap: { heapUsed: number; rss: number };
  seededHeap: { heapUsed: number; rss: number };
  serverHeapAfter: { heapUsed: number; rss: number };
  /** From spawn to ready on the seeded log with no snapshot: every read model built from the log. */
  readyAfterMs: number;
  rebuild: { cpuMs: number; loadAfter: number };
  restart: RestartFigures & { firstSearches: { cold: PassFigures; warm: PassFigures }; smallPages: RestartFigures };
  sanity: Sanity;
  scenarios: Scenario[];
  figures: Map<string, ScenarioFigures>;
  /** The machine's 1-minute load average before the load: other work competing for the cores shows here. */
  loadBefore: number;
}

function report(input: ReportInput): BenchResult {
  const { seeded, model, emptyHeap, seededHeap, serverHeapAfter, sanity, figures } = input;
  const trivial = figures.get('trivial')!;
  const search = figures.get('search')!;
  const name = figures.get('name')!;
  const zip = figures.get('zip')!;
  const seedSeconds = seeded.elapsedMs / 1000;
  const rebuildRate = seeded.events / (input.readyAfterMs / 1000);
  const restartSeconds = input.restart.readyAfterMs / 1000;
  const smallPages = input.restart.smallPages;
  const lines = [
    `seed (npm run seed's code, ${seeded.workers} worker thread${seeded.workers === 1 ? '' : 's'}): ${formatCount(seeded.tutorProfiles)} tutors, ${formatCount(seeded.accountsWritten - seeded.tutorProfiles)} clients, ${formatCount(seeded.reviews)} reviews = ` +
      `${formatCount(seeded.events)} events through the deciders in ${seedSeconds.toFixed(1)} s (${formatCount(seeded.events / seedSeconds)} events/s; one argon2 hash ${seeded.hashMs.toFixed(0)} ms)`,
    `search read model alone (this process, tutor-search projection into a fresh in-memory store): ${formatCount(model.documents)} documents from ` +
      `${formatCount(model.events)} events in ${(model.buildMs / 1000).toFixed(1)} s; heap after gc +${mb(model.heapBytes)} MB ` +
      `(${formatCount(model.heapBytes / Math.max(1, model.documents))} bytes per tutor)`,
    `server (dist/backend/src/main.bundle.js, every projection in memory): ready after ${(input.readyAfterMs / 1000).toFixed(1)} s; heap after gc ` +
      `${mb(seededHeap.heapUsed)} MB vs ${mb(emptyHeap.heapUsed)} MB on an empty log = +${mb(seededHeap.heapUsed - emptyHeap.heapUsed)} MB for all read models; ` +
      `RSS ${mb(seededHeap.rss)} MB (${mb(serverHeapAfter.rss)} MB after the load)`,
    `full rebuild of every read model: ${formatCount(seeded.events)} events in ${(input.readyAfterMs / 1000).toFixed(1)} s from spawn to ready = ${formatCount(rebuildRate)} events/s for all projections together ` +
      `(server CPU ${(input.rebuild.cpuMs / 1000).toFixed(1)} s = ${formatCount(seeded.events / (input.rebuild.cpuMs / 1000))} events per CPU-second; load average ${input.rebuild.loadAfter.toFixed(1)} when ready)`,
    `restart on the same data directory (read models from their snapshots in DATA_DIR/read-models, then the log after them): ready after ` +
      `${(input.restart.readyAfterMs / 1000).toFixed(1)} s, server CPU ${(input.restart.cpuMs / 1000).toFixed(1)} s (load average ${input.restart.loadBefore.toFixed(1)} before)`,
    smallPagesLine(input.restart, smallPages),
    coldThenWarmLine(searchScenario(input.scenarios).key, input.restart.firstSearches),
    `sanity: 'Algebra 1' near 10001: ${sanity.localAlgebraNear10001} local + ${sanity.onlineAlgebra} online tutors; name 'mar': ${sanity.namesMar}; ZIP '787': ${sanity.zips787}`,
    `load: ${CONNECTIONS} connections over loopback, ${SECONDS} s each after a warm-up of ${WARM_UP_SECONDS} s, cycling through ${formatCount(BODIES)} distinct bodies ` +
      `per scenario; kept answers off (PUBLIC_ANSWERS_KEPT=0): every request executes; ` +
      `${availableParallelism()} cores, load average ${input.loadBefore.toFixed(1)} before (client and server share them)`,
    `  ${'scenario'.padEnd(70)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'req/s'.padStart(8)} ${'cpu/req'.padStart(9)}  vs trivial (p95, req/s, cpu/req)`,
    ...input.scenarios.map((scenario) => {
      const figure = figures.get(scenario.key)!;
      const ratio =
        scenario.key === 'trivial'
          ? ''
          : `  x${(figure.p95 / trivial.p95).toFixed(1)}, ${((figure.rps / trivial.rps) * 100).toFixed(0)} %, x${(figure.cpuMsPerRequest / trivial.cpuMsPerRequest).toFixed(1)}`;
      const failed = figure.failures > 0 ? `  ${formatCount(figure.failures)} FAILED` : '';
      return `  ${scenario.name.padEnd(70)} ${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.p99)} ${formatCount(figure.rps).padStart(8)} ${`${figure.cpuMsPerRequest.toFixed(2)}ms`.padStart(9)}${ratio}${failed}`;
    }),
  ];
  const failures = [...figures.values()].reduce((sum, figure) => sum + figure.failures, 0);
  const targets: TargetCheck[] = [
    check('searchTutorsByCourse p95', `<= ${TARGETS.searchP95Ms} ms`, `${search.p95.toFixed(1)} ms`, search.p95 <= TARGETS.searchP95Ms),
    check('searchTutorsByCourse throughput', `>= ${formatCount(TARGETS.searchRps)} req/s`, `${formatCount(search.rps)} req/s`, search.rps >= TARGETS.searchRps),
    check(
      `searchTutorsByCourse server CPU per request (trivial query: ${trivial.cpuMsPerRequest.toFixed(2)} ms)`,
      `<= ${TARGETS.searchCpuMsPerRequest.toFixed(1)} ms`,
      `${search.cpuMsPerRequest.toFixed(2)} ms`,
      search.cpuMsPerRequest <= TARGETS.searchCpuMsPerRequest,
    ),
    check('getTutorsByName typeahead p95', `<= ${TARGETS.typeaheadP95Ms} ms`, `${name.p95.toFixed(1)} ms`, name.p95 <= TARGETS.typeaheadP95Ms),
    check('softSearchZipCodeV2 typeahead p95', `<= ${TARGETS.typeaheadP95Ms} ms`, `${zip.p95.toFixed(1)} ms`, zip.p95 <= TARGETS.typeaheadP95Ms),
    check('failed requests (non-200 or GraphQL errors)', '0', formatCount(failures), failures === 0),
    check('restart with the read-model snapshots: ready', `<= ${TARGETS.restartSeconds} s`, `${restartSeconds.toFixed(1)} s`, restartSeconds <= TARGETS.restartSeconds),
    check('full rebuild of every read model', `>= ${formatCount(TARGETS.rebuildEventsPerSecond)} events/s`, `${formatCount(rebuildRate)} events/s`, rebuildRate >= TARGETS.rebuildEventsPerSecond),
    check(`seed ${formatCount(TUTORS)} tutors + ${formatCount(CLIENTS)} clients`, `<= ${TARGETS.seedSeconds} s`, `${seedSeconds.toFixed(1)} s`, seedSeconds <= TARGETS.seedSeconds),
  ];
  const metrics: Record<string, number> = {
    search_seed_seconds: round(seedSeconds, 1),
    search_seed_events: seeded.events,
    search_model_mb: mb(model.heapBytes),
    search_model_bytes_per_tutor: Math.round(model.heapBytes / Math.max(1, model.documents)),
    search_model_build_seconds: round(model.buildMs / 1000, 1),
    search_server_ready_seconds: round(input.readyAfterMs / 1000, 1),
    search_server_read_models_mb: mb(seededHeap.heapUsed - emptyHeap.heapUsed),
    search_server_rss_mb: mb(seededHeap.rss),
    search_server_rebuild_events_per_second: Math.round(rebuildRate),
    search_server_restart_seconds: round(restartSeconds, 1),
    search_server_restart_cpu_seconds: round(input.restart.cpuMs / 1000, 1),
    search_server_restart_small_pages_seconds: round(smallPages.readyAfterMs / 1000, 1),
    search_server_restart_small_pages_cpu_seconds: round(smallPages.cpuMs / 1000, 1),
    search_server_rebuild_cpu_seconds: round(input.rebuild.cpuMs / 1000, 1),
  };
  for (const [key, figure] of figures) {
    metrics[`search_${key}_p50_ms`] = round(figure.p50, 1);
    metrics[`search_${key}_p95_ms`] = round(figure.p95, 1);
    metrics[`search_${key}_p99_ms`] = round(figure.p99, 1);
    metrics[`search_${key}_rps`] = Math.round(figure.rps);
    metrics[`search_${key}_cpu_ms_per_request`] = round(figure.cpuMsPerRequest, 3);
  }
  metrics.search_vs_trivial_p95_ratio = round(search.p95 / trivial.p95, 2);
  metrics.search_vs_trivial_rps_ratio = round(search.rps / trivial.rps, 2);
  return { name: 'tutor-search', lines, metrics, targets };
}

function ms(value: number): string {
  return `${value.toFixed(1)}ms`.padStart(7);
}

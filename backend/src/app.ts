import 'reflect-metadata';
import type { Server } from 'node:http';
import { INestApplication, LoggerService } from '@nestjs/common';
import { BaseExceptionFilter, NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { json, raw, RequestHandler } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloDriver } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ALL_PROJECTIONS } from '../projections/all-projections';
import { ParallelBuild, ProjectionRunner, SnapshotSchedule } from '../projections/runner/projection-runner';
import { AppModule, publicAnswersOf } from './app.module';
import { AppConfig } from './config/app-config';
import { CommandPipeline } from './event-sourcing/command-pipeline';
import { graphqlBodyErrors, GraphqlErrorFilter } from './graphql/graphql-errors';
import { graphqlHttpLane, LaneStep } from './graphql/graphql-http-lane';
import { graphqlHttpContext } from './modules/accounts/auth/graphql-context';
import { ViewerService } from './modules/accounts/auth/viewer.service';
import { Clock } from '../platform/clock/clock.port';
import { logger } from '../platform/logging/logger';
import { createPlatform, Platform } from './infrastructure/platform';
import { InMemoryReadStore } from './infrastructure/readstore/in-memory-read-store';
import { ReadModelSnapshots } from './infrastructure/readstore/read-model-snapshots';
import { ThreadParallelBuild } from './infrastructure/readstore/read-model-build-thread';
import { readModelSnapshotsDirectory, SnapshotReadAhead } from './infrastructure/readstore/snapshot-read-ahead';
import { JobWorker } from '../platform/queue/job-queue.port';
import { Lease } from '../platform/leases/lease.port';
import { AdminBootstrap } from './modules/accounts/admin-bootstrap';
import { shippedCatalog } from './modules/catalog/shipped-catalog';
import { migrateEmailStreamNames } from './infrastructure/eventstore/email-stream-names.migration';
import { ExpressAdapterWithAppPrototypes } from './web/express-http-server';
import { serveFrontend } from './web/serve-frontend';
import { allowsWebSocketOrigin, refuseForeignWebSocketOrigins } from './web/websocket-origins';
import { startSendMailProcessor } from './workers/mail/send-mail.processor';
import { PayoutProcessing } from './workers/payouts/payout-processing';
import { startProcessPayoutProcessor } from './workers/payouts/process-payout.processor';

/** How long an idle keep-alive connection is kept: past the 60 s idle limit of common load balancers and clients. */
const KEEP_ALIVE_IDLE_MS = 65_000;

export interface RunningApp {
  app: INestApplication;
  platform: Platform;
  projections: ProjectionRunner;
  /** The address the HTTP server listens on, e.g. http://127.0.0.1:4000. */
  url: string;
  /** Settles once the process is ready to serve queries (read models caught up, first admin created). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The embedded read store keeps nothing across restarts: its snapshots in DATA_DIR do (MongoDB keeps its own). */
/** A second core for the read models a start must build from the log: see ThreadParallelBuild. */
function parallelBuildOf(config: AppConfig, entry: string | undefined): ParallelBuild | null {
  return entry && config.readModelBuildThreadMinEvents > 0 ? new ThreadParallelBuild(entry, config, logger) : null;
}

function readModelSnapshotsOf(config: AppConfig, platform: Platform, readAhead: SnapshotReadAhead | null): SnapshotSchedule | null {
  const dir = readModelSnapshotsDirectory(config);
  if (!(platform.readStore instanceof InMemoryReadStore) || !dir) return null;
  return {
    snapshots: new ReadModelSnapshots(platform.readStore, dir, logger, { readAhead }),
    everyMs: config.readModelSnapshotEverySeconds * 1000,
    everyEvents: config.readModelSnapshotEveryEvents,
  };
}

/**
 * Read models shared by the processes (MongoDB) are written by one projector at a time: the holder of
 * `<REDIS_PREFIX>:lease:projector`; the others follow its checkpoints and take over when it dies. The
 * embedded read store is each process's own, built by its own projections: no lease, or a process
 * standing by would serve read models nobody writes.
 */
function projectorLeaseOf(platform: Platform): Lease | null {
  if (platform.readStore instanceof InMemoryReadStore) return null;
  return platform.leases?.lease('projector') ?? null;
}

const nestLogger: LoggerService = {
  log: (message: unknown, context?: string) => logger.debug({ context }, String(message)),
  error: (message: unknown, trace?: string, context?: string) => logger.error({ context, trace }, String(message)),
  warn: (message: unknown, context?: string) => logger.warn({ context }, String(message)),
  debug: (message: unknown, context?: string) => logger.debug({ context }, String(message)),
  verbose: (message: unknown, context?: string) => logger.trace({ context }, String(message)),
};

/**
 * Starts the product: adapters from configuration, projections (rebuilt from the log when the read
 * store is in memory), workers, and the HTTP server. GraphQL answers 503 until read models are ready.
 */
export interface StartOptions {
  clock?: Clock;
  host?: string;
  /** The read models' snapshot files, read while the code loaded (main.ts); let go once the read models are restored. */
  snapshotsReadAhead?: SnapshotReadAhead | null;
  /** The file a thread loads to build read models for this process (ThreadParallelBuild): its entry, as built. None: no such thread. */
  readModelBuildEntry?: string;
}

export async function startApp(config: AppConfig, options: StartOptions = {}): Promise<RunningApp> {
  const platform = await createPlatform(config, logger, { clock: options.clock });
  const runsProjections = config.roles.has('projector');
  const servesApi = config.roles.has('api');
  // A projector serving no reads itself saves checkpoints often: api processes follow them for read-your-writes.
  const projections = new ProjectionRunner(platform.eventStore, platform.readStore, ALL_PROJECTIONS, logger, {
    checkpointEveryMs: runsProjections && !servesApi ? 20 : 100,
    snapshots: readModelSnapshotsOf(config, platform, options.snapshotsReadAhead ?? null),
    lease: runsProjections ? projectorLeaseOf(platform) : null,
    parallelBuild: parallelBuildOf(config, options.readModelBuildEntry),
  });
  // Restoring the read models waits between its steps for snapshot files still being read by their
  // thread (SnapshotReadAhead); the application's modules are created meanwhile (the catalog's indexes
  // alone take half a second of the main thread). Nothing created reads a read model before app.init.
  const projectionsStarted = runsProjections ? projections.start() : servesApi ? projections.follow() : Promise.resolve();

  let startupWorkDone = false;
  const readiness = { isReady: () => startupWorkDone && projections.isReady() };
  const publicAnswers = publicAnswersOf(projections, config.publicAnswersKept);
  const [app] = await Promise.all([
    NestFactory.create<NestExpressApplication>(AppModule.forRoot(platform, config, projections, readiness, publicAnswers), new ExpressAdapterWithAppPrototypes(), {
      logger: nestLogger,
      bodyParser: true,
    }),
    projectionsStarted,
  ]);
  options.snapshotsReadAhead?.release();
  // Gzip for the app's assets and GraphQL answers alike: the bundle budget is counted gzipped.
  const compress = compression();
  // A POST that accepts no encoding is answered as is whatever compression() decides; skipping it spares
  // its per-request wrappers and negotiation. GETs keep it for its Vary header, which shared caches of the assets need.
  const compressAccepted: RequestHandler = (req, res, next) => (req.method === 'POST' && req.headers['accept-encoding'] === undefined ? next() : compress(req, res, next));
  const parseCookies = cookieParser();
  const answerStartingUp: RequestHandler = (_req, res, next) => {
    if (readiness.isReady()) return next();
    res.status(503).set('Retry-After', '1').json({ errors: [{ message: 'Starting up: read models are catching up.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  };
  // Parsed here rather than when Nest starts routing, so the kept answers can be looked up first.
  const parseJson = json();
  const keptAnswers = publicAnswers.keepsAny ? [publicAnswers.middleware()] : [];
  // A JSON POST to /graphql runs these steps and Apollo's handler straight away, skipping the router's
  // walk; the same steps are registered below for every other request. Open once Apollo has started.
  let graphqlSteps: LaneStep[] | null = null;
  app.use(graphqlHttpLane('/graphql', () => graphqlSteps));
  app.use(compressAccepted);
  app.use(parseCookies);
  app.use('/graphql', answerStartingUp);
  // Stripe signs the exact bytes it sends: its webhook keeps the raw body (the JSON parser then skips it).
  app.use('/stripe/webhook', raw({ type: '*/*', limit: '1mb' }));
  app.use(parseJson);
  app.use('/graphql', graphqlBodyErrors);
  // No ETag on API answers (a hash of every body, for POSTs no cache revalidates); static files keep theirs.
  app.set('etag', false);
  for (const keptAnswer of keptAnswers) app.use('/graphql', keptAnswer);
  app.useGlobalFilters(new HttpAwareGraphqlErrorFilter(app.getHttpAdapter()));
  if (config.roles.has('api') && !serveFrontend(app.getHttpAdapter().getInstance(), config)) {
    logger.info({ frontendDir: config.frontendDir }, 'no built frontend to serve (npm run build:frontend); serving the API only');
  }
  // No app.enableShutdownHooks(): main.ts closes everything in order on SIGTERM and SIGINT. Nest's
  // own handler raced it, closed the app a second time (graphql-ws: "The server is not running") and
  // re-raised the signal, killing the process before the read models' snapshots were written.

  const workers: JobWorker[] = [];
  if (config.roles.has('worker')) workers.push(startSendMailProcessor(platform.jobQueue, platform.mailer, logger));
  if (config.roles.has('worker')) {
    workers.push(startProcessPayoutProcessor(platform.jobQueue, new PayoutProcessing(app.get(CommandPipeline), platform.payments, platform.clock, logger), logger));
  }

  // Initialised first so the GraphQL module's websocket handler is on the server to be guarded.
  await app.init();
  if (servesApi) {
    const contextOf = graphqlHttpContext(app.get(ViewerService));
    const apollo = expressMiddleware(app.get(GraphQLModule<ApolloDriver>).graphQlAdapter.instance, { context: async (request) => contextOf(request) });
    // What Nest's Apollo driver does before its handler: a POST whose JSON body is empty still has one.
    const bodyPresent: RequestHandler = (req, _res, next) => {
      req.body ??= {};
      next();
    };
    graphqlSteps = [compressAccepted, parseCookies, answerStartingUp, parseJson, graphqlBodyErrors, ...keptAnswers, bodyPresent, apollo];
  }
  // Before the server takes a sign-in or the first admin is made, the one process that projects renames
  // old reservations; after the demo data is loaded (at init, into an empty log only), so that a later
  // start finds the migration recorded and appends nothing.
  if (runsProjections) await migrateEmailStreamNames(platform.eventStore, config.emailStreamKey, platform.clock.now(), logger);
  refuseForeignWebSocketOrigins(app.getHttpServer(), (origin) => allowsWebSocketOrigin(config, origin));
  // Idle keep-alive connections outlive a client's or load balancer's own idle limit (commonly 60 s).
  // With Node's 5 s default, a client reusing a pooled connection just as the server closes it gets
  // ECONNRESET: the capacity and messaging benchmarks saw it as failed requests under load.
  const httpServer = app.getHttpServer() as Server;
  httpServer.keepAliveTimeout = KEEP_ALIVE_IDLE_MS;
  httpServer.headersTimeout = KEEP_ALIVE_IDLE_MS + 1_000;
  await app.listen(config.port, options.host ?? '0.0.0.0');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  logger.info({ url, roles: [...config.roles] }, 'listening');

  const ready = (async () => {
    if (runsProjections) await projections.waitUntilCaughtUp();
    await app.get(AdminBootstrap).ensureAdmin();
  })()
    .catch((error) => logger.error({ err: error }, 'admin bootstrap failed'))
    .finally(() => {
      startupWorkDone = true;
      // What restoring the read models left for later (id maps, index entries per document), so the restart is ready sooner.
      if (platform.readStore instanceof InMemoryReadStore) platform.readStore.completeLoadsInSteps();
      // The catalog's city index, likewise (about a third of its load): built now unless a search came first.
      if (servesApi) setImmediate(() => shippedCatalog().zips.completeIndexes());
    });

  return {
    app,
    platform,
    projections,
    url,
    ready,
    /**
     * Every step runs even when one before it fails: the read models' snapshots (projections.stop)
     * are what the next start restores from, and a failing HTTP or websocket close must not cost them.
     */
    async close() {
      await ready;
      const failures: unknown[] = [];
      const step = async (what: string, close: () => Promise<unknown>) => {
        try {
          await close();
        } catch (error) {
          failures.push(error);
          logger.error({ err: error, step: what }, 'a shutdown step failed; going on with the next');
        }
      };
      for (const worker of workers) await step('worker', () => worker.close());
      await step('http and graphql', () => app.close());
      await step('projections', () => projections.stop());
      await step('platform', () => platform.close());
      if (failures.length > 0) throw new AggregateError(failures, 'shutdown finished with failed steps');
    },
  };
}

/** GraphQL errors for resolvers; Nest's own handling for plain HTTP routes. */
class HttpAwareGraphqlErrorFilter extends BaseExceptionFilter {
  private readonly graphql = new GraphqlErrorFilter();

  override catch(exception: unknown, host: Parameters<BaseExceptionFilter['catch']>[1]) {
    if (host.getType<string>() === 'graphql') return this.graphql.catch(exception, host);
    return super.catch(exception, host);
  }
}

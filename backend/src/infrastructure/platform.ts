import { join } from 'node:path';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { Clock, systemClock } from './clock/clock.port';
import { ContentSource } from './content/content-source.port';
import { GraphqlCmsContentSource } from './content/graphql-cms-content-source';
import { defaultContentDirectory, JsonContentSource } from './content/json-content-source';
import { CredentialStore } from './credentials/credential-store.port';
import { MongoCredentialStore } from './credentials/mongo-credential-store';
import { SqliteCredentialStore } from './credentials/sqlite-credential-store';
import { EventStore } from './eventstore/event-store.port';
import { EventStoreDbEventStore } from './eventstore/eventstoredb-event-store';
import { SqliteEventStore } from './eventstore/sqlite-event-store';
import { Logger } from './logging/logger';
import { Mailer } from './mail/mailer.port';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { BullMqJobQueue, isRedisReachable } from './queue/bullmq-job-queue';
import { InProcessJobQueue } from './queue/in-process-job-queue';
import { JobQueue } from './queue/job-queue.port';
import { InMemoryRateLimitCounter } from './rate-limit/in-memory-rate-limit-counter';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.port';
import { RedisRateLimitCounter } from './rate-limit/redis-rate-limit-counter';
import { InMemoryReadStore } from './readstore/in-memory-read-store';
import { MongoReadStore } from './readstore/mongo-read-store';
import { ReadStore } from './readstore/read-store.port';

/** The adapters behind every port, chosen from configuration: no variable set, embedded default. */
export interface Platform {
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  credentials: CredentialStore;
  mailer: Mailer;
  rateLimits: RateLimitCounter;
  content: ContentSource;
  clock: Clock;
  close(): Promise<void>;
}

export async function createPlatform(config: AppConfig, logger: Logger, overrides: Partial<Pick<Platform, 'clock'>> = {}): Promise<Platform> {
  // First, so malformed content pages stop the start before any store is opened.
  const content: ContentSource = config.contentGraphqlUrl
    ? new GraphqlCmsContentSource({ url: config.contentGraphqlUrl, token: config.contentGraphqlToken, logger })
    : await JsonContentSource.load(defaultContentDirectory());
  const eventStore: EventStore = config.eventStoreUrl
    ? new EventStoreDbEventStore(config.eventStoreUrl)
    : new SqliteEventStore(join(config.dataDir, 'events.sqlite'));
  const readStore: ReadStore = config.mongodbUrl ? await MongoReadStore.connect(config.mongodbUrl, config.mongodbDatabase) : new InMemoryReadStore();
  const credentials: CredentialStore = config.mongodbUrl
    ? await MongoCredentialStore.connect(config.mongodbUrl, `${config.mongodbDatabase}_credentials`)
    : new SqliteCredentialStore(join(config.dataDir, 'credentials.sqlite'));
  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(join(config.dataDir, 'mail-outbox.jsonl'), logger);

  let jobQueue: JobQueue;
  let rateLimits: RateLimitCounter;
  let redis: Redis | null = null;
  if (await isRedisReachable(config.redisUrl)) {
    jobQueue = new BullMqJobQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
    rateLimits = new RedisRateLimitCounter(redis, `${config.redisPrefix}:ratelimit:`);
  } else {
    if (config.nodeEnv === 'production') throw new Error(`Redis is not reachable at ${config.redisUrl}`);
    logger.warn(
      { redisUrl: config.redisUrl },
      'REDIS IS NOT REACHABLE: jobs run in this process only and are lost on restart; login limits are per process. Start Redis for real queues.',
    );
    jobQueue = new InProcessJobQueue({ logger });
    rateLimits = new InMemoryRateLimitCounter();
  }

  logger.info(
    {
      eventStore: config.eventStoreUrl ? 'eventstoredb' : 'sqlite',
      readStore: config.mongodbUrl ? 'mongodb' : 'in-memory',
      jobQueue: jobQueue.kind,
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      content: config.contentGraphqlUrl ? 'graphql-cms' : 'json-files',
    },
    'adapters chosen',
  );

  return {
    eventStore,
    readStore,
    jobQueue,
    credentials,
    mailer,
    rateLimits,
    content,
    clock: overrides.clock ?? systemClock,
    async close() {
      await jobQueue.close();
      await eventStore.close();
      await readStore.close();
      await credentials.close();
      await mailer.close();
      await redis?.quit();
    },
  };
}

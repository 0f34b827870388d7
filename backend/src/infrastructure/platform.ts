import { join } from 'node:path';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { Captcha } from '../../platform/captcha/captcha.port';
import { Clock, systemClock } from '../../platform/clock/clock.port';
import { Crm } from '../../platform/crm/crm.port';
import { EmbeddedCaptcha } from './captcha/embedded-captcha';
import { ProviderCaptcha } from './captcha/provider-captcha';
import { EmbeddedCrm } from './crm/embedded-crm';
import { HubSpotCrm } from './crm/hubspot-crm';
import { Schoology } from '../../platform/lms/schoology.port';
import { EmbeddedSchoology, SchoologyOAuth } from './lms/schoology-adapters';
import { IdentityProviders } from '../../platform/identity/identity-provider.port';
import { FacebookIdentityProvider } from './identity/facebook-identity-provider';
import { StandInIdentityProvider } from './identity/stand-in-identity-provider';
import { ContentSource } from '../../platform/content/content-source.port';
import { GraphqlCmsContentSource } from './content/graphql-cms-content-source';
import { defaultContentDirectory, JsonContentSource } from './content/json-content-source';
import { CredentialStore } from '../../platform/credentials/credential-store.port';
import { SqliteCredentialStore } from './credentials/sqlite-credential-store';
import { EventStore } from '../../platform/eventstore/event-store.port';
import { FileStorage } from '../../platform/files/file-storage.port';
import { LocalDirectoryFileStorage } from './files/local-directory-file-storage';
import { SqliteEventStore } from './eventstore/sqlite-event-store';
import { PersonalDataShredder } from '../../platform/personal-data/personal-data-keys.port';
import { ShreddingEventStore } from './eventstore/shredding-event-store';
import { SqlitePersonalDataKeys } from './personal-data/sqlite-personal-data-keys';
import { Logger } from '../../platform/logging/logger';
import { Mailer } from '../../platform/mail/mailer.port';
import { createMeetings } from './meetings/create-meetings';
import { CredentialStoreZoomTokens } from './meetings/credential-store-zoom-tokens';
import { Meetings } from '../../platform/meetings/meetings.port';
import { OutboxMailer } from './mail/outbox-mailer';
import { BullMqJobQueue, isRedisReachable } from './queue/bullmq-job-queue';
import { InProcessJobQueue } from './queue/in-process-job-queue';
import { JobQueue } from '../../platform/queue/job-queue.port';
import { CredentialStorePhoneCodes } from './phone-codes/credential-store-phone-codes';
import { PhoneCodes } from '../../platform/phone-codes/phone-codes.port';
import { InMemoryRateLimitCounter } from './rate-limit/in-memory-rate-limit-counter';
import { RateLimitCounter } from '../../platform/rate-limit/rate-limit-counter.port';
import { RedisRateLimitCounter } from './rate-limit/redis-rate-limit-counter';
import { InMemoryReadStore } from './readstore/in-memory-read-store';
import { Leases } from '../../platform/leases/lease.port';
import { ReactionCheckpoints, readStoreCheckpoints } from '../event-sourcing/log-reaction';
import { RedisLeases } from './leases/redis-leases';
import { SqliteReactionCheckpoints } from './reactions/sqlite-reaction-checkpoints';
import { ReadStore } from '../../platform/readstore/read-store.port';
import { InProcessLiveUpdates } from './live-updates/in-process-live-updates';
import { LiveUpdates } from '../../platform/live-updates/live-updates.port';
import { RedisLiveUpdates } from './live-updates/redis-live-updates';
import { PaymentGateway } from '../../platform/payments/payment-gateway.port';
import { SandboxPaymentGateway } from './payments/sandbox-payment-gateway';
import { OutboxSmsSender } from './sms/outbox-sms-sender';
import { SmsSender } from '../../platform/sms/sms-sender.port';
import { TwilioSmsSender } from './sms/twilio-sms-sender';

/**
 * The adapters behind every port, chosen from configuration: no variable set, embedded default.
 * The production adapters whose clients are heavy (MongoDB, EventStoreDB with gRPC, Stripe,
 * nodemailer, google-auth-library: some 600 files and half a second of every start) are loaded only
 * when configured.
 */
export interface Platform {
  /** The log, sealing each person's personal fields with their own key (crypto-shredding). */
  eventStore: EventStore;
  /** Destroys a person's key: their personal fields in the log read as placeholders from then on. */
  personalData: PersonalDataShredder;
  readStore: ReadStore;
  /** Where log reactions keep their checkpoints: with a MongoDB read store in it, else in DATA_DIR beside the embedded log. */
  reactionCheckpoints: ReactionCheckpoints;
  /**
   * Leases in Redis, so that several processes of a role run a piece of work one at a time (each
   * log reaction; the projections into a shared read store); null without Redis (one process).
   */
  leases: Leases | null;
  jobQueue: JobQueue;
  credentials: CredentialStore;
  mailer: Mailer;
  rateLimits: RateLimitCounter;
  content: ContentSource;
  clock: Clock;
  files: FileStorage;
  sms: SmsSender;
  phoneCodes: PhoneCodes;
  /** Pushes to subscribers: Redis pub/sub, so they cross from the projector to every api process; in-process only without Redis. */
  liveUpdates: LiveUpdates;
  /** Cards, charges and tutor transfers: Stripe with STRIPE_SECRET_KEY, else the sandbox (Stripe's test tokens, records under DATA_DIR). */
  payments: PaymentGateway;
  /** Session rooms: Zoom and Lessonspace when configured (config.meetings), else local room links. */
  meetings: Meetings;
  /** The schools form's captcha: hCaptcha, reCAPTCHA or Turnstile when configured, else the embedded offline puzzle. */
  captcha: Captcha;
  /** Where leads go: HubSpot with HUBSPOT_ACCESS_TOKEN, else the embedded CRM (the event log). */
  crm: Crm;
  /** The LMS sign-in link: Schoology when configured, else a stand-in returning to the callback. */
  schoology: Schoology;
  /** Google and Facebook sign-in: each provider's own when configured, else the embedded stand-in page. */
  identityProviders: IdentityProviders;
  close(): Promise<void>;
}

/** The embedded event log's file (without EVENTSTORE_URL). */
export function embeddedEventLogFile(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'events.sqlite');
}

/**
 * The configured log, read and written through the crypto-shredding layer: what the product and the
 * CLIs that read personal fields (finance's payout ledger and replay: the Venmo and PayPal handles) open.
 */
export async function openEventLog(config: AppConfig): Promise<ShreddingEventStore> {
  const log: EventStore = config.eventStoreUrl
    ? new (await import('./eventstore/eventstoredb-event-store')).EventStoreDbEventStore(config.eventStoreUrl)
    : new SqliteEventStore(embeddedEventLogFile(config));
  // The keys live apart from the log (beside the credentials), so no copy of the log carries them.
  const personalDataKeys = config.mongodbUrl
    ? await (await import('./personal-data/mongo-personal-data-keys')).MongoPersonalDataKeys.connect(config.mongodbUrl, `${config.mongodbDatabase}_credentials`)
    : new SqlitePersonalDataKeys(join(config.dataDir, 'personal-data-keys.sqlite'));
  return new ShreddingEventStore(log, personalDataKeys);
}

export async function createPlatform(config: AppConfig, logger: Logger, overrides: Partial<Pick<Platform, 'clock'>> = {}): Promise<Platform> {
  // First, so malformed content pages stop the start before any store is opened.
  const content: ContentSource = config.contentGraphqlUrl
    ? new GraphqlCmsContentSource({ url: config.contentGraphqlUrl, token: config.contentGraphqlToken, logger })
    : await JsonContentSource.load(defaultContentDirectory());
  const eventStore = await openEventLog(config);
  const readStore: ReadStore = config.mongodbUrl ? await (await import('./readstore/mongo-read-store')).MongoReadStore.connect(config.mongodbUrl, config.mongodbDatabase) : new InMemoryReadStore();
  const credentials: CredentialStore = config.mongodbUrl
    ? await (await import('./credentials/mongo-credential-store')).MongoCredentialStore.connect(config.mongodbUrl, `${config.mongodbDatabase}_credentials`)
    : new SqliteCredentialStore(join(config.dataDir, 'credentials.sqlite'));
  const mailer: Mailer = config.smtpUrl
    ? new (await import('./mail/smtp-mailer')).SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(join(config.dataDir, 'mail-outbox.jsonl'), logger);
  const files: FileStorage = config.mongodbUrl
    ? await (await import('./files/gridfs-file-storage')).GridFsFileStorage.connect(config.mongodbUrl, `${config.mongodbDatabase}_files`)
    : new LocalDirectoryFileStorage(join(config.dataDir, 'files'));
  if (!config.twilio && config.nodeEnv === 'production') logger.warn('TWILIO_* IS NOT SET: texts (phone verification codes) go to an outbox file only.');
  const sms: SmsSender = config.twilio
    ? new TwilioSmsSender(config.twilio)
    : new OutboxSmsSender(mailer.outbox ? mailer : new OutboxMailer(join(config.dataDir, 'sms-outbox.jsonl'), logger), logger);
  const phoneCodes: PhoneCodes = new CredentialStorePhoneCodes(credentials, config.authSecret);
  const stripe = config.stripe;
  if (!stripe && config.nodeEnv === 'production') logger.warn('STRIPE_SECRET_KEY IS NOT SET: payments go to the sandbox; no card is really charged and no tutor is paid.');
  const payments = await createPaymentGateway(config);
  const clock = overrides.clock ?? systemClock;
  const meetings: Meetings = createMeetings(config.meetings, new CredentialStoreZoomTokens(credentials), () => clock.now());
  const captcha: Captcha = config.captcha ? new ProviderCaptcha(config.captcha) : new EmbeddedCaptcha(config.authSecret, () => clock.now());
  const crm: Crm = config.hubspotAccessToken ? new HubSpotCrm(config.hubspotAccessToken) : new EmbeddedCrm();
  const schoology: Schoology = config.schoology ? new SchoologyOAuth(config.schoology) : new EmbeddedSchoology();
  const identityProviders: IdentityProviders = {
    GOOGLE: config.googleClientId
      ? new (await import('./identity/google-identity-provider')).GoogleIdentityProvider(config.googleClientId)
      : new StandInIdentityProvider('GOOGLE', config.authSecret, config.publicUrl, () => clock.now()),
    FACEBOOK: config.facebook ? new FacebookIdentityProvider(config.facebook) : new StandInIdentityProvider('FACEBOOK', config.authSecret, config.publicUrl, () => clock.now()),
  };

  const embeddedCheckpoints = config.mongodbUrl ? null : new SqliteReactionCheckpoints(join(config.dataDir, 'reaction-checkpoints.sqlite'));
  let reactionCheckpoints: ReactionCheckpoints = embeddedCheckpoints ?? readStoreCheckpoints(readStore);

  let jobQueue: JobQueue;
  let rateLimits: RateLimitCounter;
  let liveUpdates: LiveUpdates;
  let redis: Redis | null = null;
  let leases: Leases | null = null;
  if (await isRedisReachable(config.redisUrl)) {
    jobQueue = new BullMqJobQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
    rateLimits = new RedisRateLimitCounter(redis, `${config.redisPrefix}:ratelimit:`);
    liveUpdates = new RedisLiveUpdates(config.redisUrl, config.redisPrefix, logger);
    // Every process of the worker role may run each reaction; a lease gives it to one at a time.
    const checkpoints = reactionCheckpoints;
    leases = new RedisLeases(redis, config.redisPrefix);
    reactionCheckpoints = { load: (name) => checkpoints.load(name), save: (name, position) => checkpoints.save(name, position), leases };
  } else {
    if (config.nodeEnv === 'production') throw new Error(`Redis is not reachable at ${config.redisUrl}`);
    logger.warn(
      { redisUrl: config.redisUrl },
      'REDIS IS NOT REACHABLE: jobs run in this process only and are lost on restart; login limits are per process. Start Redis for real queues.',
    );
    jobQueue = new InProcessJobQueue({ logger });
    rateLimits = new InMemoryRateLimitCounter();
    liveUpdates = new InProcessLiveUpdates();
  }

  logger.info(
    {
      eventStore: config.eventStoreUrl ? 'eventstoredb' : 'sqlite',
      readStore: config.mongodbUrl ? 'mongodb' : 'in-memory',
      jobQueue: jobQueue.kind,
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      content: config.contentGraphqlUrl ? 'graphql-cms' : 'json-files',
      files: files.kind,
      sms: sms.kind,
      payments: payments.kind,
      meetings: meetings.kind,
      captcha: captcha.kind,
      crm: crm.kind,
      schoology: schoology.kind,
      google: identityProviders.GOOGLE.kind,
      facebook: identityProviders.FACEBOOK.kind,
    },
    'adapters chosen',
  );

  return {
    eventStore,
    personalData: eventStore,
    readStore,
    reactionCheckpoints,
    leases,
    jobQueue,
    credentials,
    mailer,
    rateLimits,
    content,
    clock,
    files,
    sms,
    phoneCodes,
    liveUpdates,
    payments,
    meetings,
    captcha,
    crm,
    schoology,
    identityProviders,
    async close() {
      await liveUpdates.close();
      await jobQueue.close();
      await eventStore.close();
      await readStore.close();
      embeddedCheckpoints?.close();
      await credentials.close();
      await mailer.close();
      await files.close();
      await sms.close();
      await payments.close();
      await meetings.close();
      await redis?.quit();
    },
  };
}

/** Stripe when configured, else the sandbox and its file under DATA_DIR: the app and finance's replay use the same. */
export async function createPaymentGateway(config: AppConfig): Promise<PaymentGateway> {
  return config.stripe
    ? new (await import('./payments/stripe-payment-gateway')).StripePaymentGateway(config.stripe)
    : new SandboxPaymentGateway({ file: join(config.dataDir, 'payments-sandbox.jsonl'), webhookSecret: config.sandboxWebhookSecret ?? undefined, publicUrl: config.publicUrl });
}

import { CorporateOrganisation, parseCorporateOrganisations } from '../../domain/corporate-referrals/corporate-referral.rules';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { meetingsSettingsFromEnv, MeetingsSettings } from '../infrastructure/meetings/create-meetings';
import { ProviderCaptchaSettings } from '../infrastructure/captcha/provider-captcha';
import { SchoologySettings } from '../infrastructure/lms/schoology-adapters';
import { FacebookSettings } from '../infrastructure/identity/facebook-identity-provider';

/**
 * Every setting the product reads, from the environment. Nothing set means the embedded defaults:
 * SQLite event log and in-memory read models under DATA_DIR, BullMQ on the local Redis.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'e2e' | 'production';
  port: number;
  dataDir: string;
  /** Public address used in e-mailed links. */
  publicUrl: string;
  eventStoreUrl: string | null;
  mongodbUrl: string | null;
  mongodbDatabase: string;
  redisUrl: string;
  /** Prefix of every Redis key (queues, rate limits), so several deployments or test runs can share one Redis. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** GraphQL endpoint of the headless CMS serving marketing pages; null serves the JSON pages in backend/content. */
  contentGraphqlUrl: string | null;
  /** Bearer token for the CMS, when it needs one. */
  contentGraphqlToken: string | null;
  authSecret: string;
  /**
   * EMAIL_STREAM_KEY: the HMAC key naming each e-mail address's reservation stream, so the log holds
   * no address in clear (crypto-shredding). Changing it orphans every reservation: set it once.
   */
  emailStreamKey: string;
  sessionTtlSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  /**
   * PUBLIC_ANSWERS_KEPT: how many answers to public queries (searches, typeaheads, catalog) are kept
   * until their read models change (PublicAnswers); 0 turns keeping off, so every query executes
   * (the benchmark measures search so).
   */
  publicAnswersKept: number;
  /**
   * READ_MODEL_SNAPSHOT_EVERY_SECONDS: with the embedded read store, how often each read model is
   * written to DATA_DIR/read-models (also when a build catches up and at shutdown), so a restart
   * replays only the log after it; 0 writes none and rebuilds every read model at start.
   */
  readModelSnapshotEverySeconds: number;
  /**
   * READ_MODEL_SNAPSHOT_EVERY_EVENTS: and only once at least this many events changed the read model
   * since its last snapshot (a build's end and the shutdown write one whatever the count).
   */
  readModelSnapshotEveryEvents: number;
  /**
   * READ_MODEL_BUILD_THREAD_MIN_EVENTS: with the embedded read store and snapshots, a start that must
   * build read models from a log of at least this many events builds about half of them on a thread
   * meanwhile (ThreadParallelBuild); 0 never does.
   */
  readModelBuildThreadMinEvents: number;
  /** How long a mutation waits for its own events to be readable. */
  readYourWritesTimeoutMs: number;
  loginLimitPerEmail: number;
  loginLimitPerIp: number;
  loginLimitWindowSeconds: number;
  /** checkEmailPhoneExists calls per IP in the login's window: it tells whether an address has an account. */
  accountCheckLimitPerIp: number;
  /** The built browser app served on the API's port (`npm run build:frontend`). */
  frontendDir: string;
  contactPhone: string;
  contactEmail: string;
  /** Feature flag: clients see Request a Tutor in their menu. */
  requestATutorForClients: boolean;
  /** Which parts this process runs; `all` is the embedded single process of `npm start`. */
  roles: ReadonlySet<'api' | 'projector' | 'worker'>;
  /** Load the demo set (a few hundred tutors, clients, reviews) into an empty event log at start. */
  demoData: boolean;
  /** Twilio credentials for texts (phone verification); null writes texts to the dev outbox. */
  twilio: { accountSid: string; authToken: string; from: string } | null;
  /** Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_CLIENT_ID); null: the payments sandbox. */
  stripe: { secretKey: string; webhookSecret: string; connectClientId: string | null } | null;
  /** STRIPE_WEBHOOK_SECRET without a secret key: the payments sandbox signs and checks webhooks with it (else its own). */
  sandboxWebhookSecret: string | null;
  /** How long after a session's end it is processed (paid out): SESSION_PROCESSING_DELAY_MINUTES, default 24 hours; short for a demo. */
  sessionProcessingDelayMs: number;
  /** Zoom (ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_REDIRECT_URI) and Lessonspace (LESSONSPACE_API_KEY); unset: local rooms. */
  meetings: MeetingsSettings;
  /** CAPTCHA_PROVIDER (hcaptcha, recaptcha or turnstile) with CAPTCHA_SITE_KEY and CAPTCHA_SECRET; null: the embedded offline captcha. */
  captcha: ProviderCaptchaSettings | null;
  /** HUBSPOT_ACCESS_TOKEN: leads go to HubSpot as contacts; null: the embedded CRM (the event log and the Leads tab). */
  hubspotAccessToken: string | null;
  /** STAFF_EMAIL: where school leads and contact inquiries are e-mailed (default CONTACT_EMAIL). */
  staffEmail: string;
  /** CORPORATE_REFERRAL_CODES (`CODE=Organisation name;...`): the organisations clients sign up under (corporateReferralSignup). */
  corporateOrganisations: ReadonlyMap<string, CorporateOrganisation>;
  /** The public forms (schools lead form, contact inquiries): submissions per e-mail and per IP in a window. */
  publicFormLimitPerEmail: number;
  publicFormLimitPerIp: number;
  publicFormLimitWindowSeconds: number;
  /** SCHOOLOGY_DOMAIN, SCHOOLOGY_CONSUMER_KEY, SCHOOLOGY_CONSUMER_SECRET; null: the embedded stand-in sign-in link. */
  schoology: SchoologySettings | null;
  /** GOOGLE_CLIENT_ID; null: the embedded stand-in sign-in page for Google. */
  googleClientId: string | null;
  /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET; null: the embedded stand-in sign-in page for Facebook. */
  facebook: FacebookSettings | null;
}

const CAPTCHA_PROVIDERS = ['hcaptcha', 'recaptcha', 'turnstile'] as const;

/** A provider's captcha when CAPTCHA_PROVIDER is set (its keys then required), else null. */
function captchaSettings(env: NodeJS.ProcessEnv): ProviderCaptchaSettings | null {
  const provider = env.CAPTCHA_PROVIDER;
  if (!provider || provider === 'embedded') return null;
  if (!(CAPTCHA_PROVIDERS as readonly string[]).includes(provider)) throw new Error(`CAPTCHA_PROVIDER must be hcaptcha, recaptcha, turnstile or embedded, got "${provider}"`);
  if (!env.CAPTCHA_SITE_KEY || !env.CAPTCHA_SECRET) throw new Error('CAPTCHA_PROVIDER needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET');
  return { provider: provider as ProviderCaptchaSettings['provider'], siteKey: env.CAPTCHA_SITE_KEY, secret: env.CAPTCHA_SECRET };
}

const NODE_ENVS = ['development', 'test', 'e2e', 'production'] as const;
const ROLES = ['api', 'projector', 'worker'] as const;

/** DEMO_DATA: `on` or `off`; unset means on, except in production. */
function demoData(value: string | undefined, nodeEnv: AppConfig['nodeEnv']): boolean {
  if (value === undefined || value === '') return nodeEnv !== 'production';
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`DEMO_DATA must be "on" or "off", got "${value}"`);
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}

/** HS256 wants a key at least as long as its 256-bit hash; a shorter one can be guessed offline from any token. */
export const MIN_AUTH_SECRET_BYTES = 32;

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR (in `fileName`), so it
 * survives restarts without ever being committed. Production refuses to start without one, or with
 * one shorter than MIN_AUTH_SECRET_BYTES.
 */
function embeddedSecret(variable: string, fileName: string, env: NodeJS.ProcessEnv, nodeEnv: AppConfig['nodeEnv'], dataDir: string): string {
  const value = env[variable];
  if (nodeEnv === 'production') {
    if (!value) throw new Error(`${variable} must be set in production`);
    const bytes = Buffer.byteLength(value, 'utf8');
    if (bytes < MIN_AUTH_SECRET_BYTES) {
      throw new Error(`${variable} must be at least ${MIN_AUTH_SECRET_BYTES} bytes in production, got ${bytes} (try: openssl rand -base64 48)`);
    }
    return value;
  }
  if (value) return value;
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = (NODE_ENVS as readonly string[]).includes(env.NODE_ENV ?? '') ? (env.NODE_ENV as AppConfig['nodeEnv']) : 'development';
  const port = integer(env.PORT, 4000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const secret = embeddedSecret('AUTH_SECRET', 'auth-secret', env, nodeEnv, dataDir);
  const roleNames = (env.PROCESS_ROLES ?? 'api,projector,worker').split(',').map((role) => role.trim());
  for (const role of roleNames) if (!(ROLES as readonly string[]).includes(role)) throw new Error(`Unknown process role "${role}"`);
  return {
    nodeEnv,
    port,
    dataDir,
    publicUrl,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    mongodbUrl: env.MONGODB_URL || null,
    mongodbDatabase: env.MONGODB_DATABASE ?? 'tutoring',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'tm',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Tutoring Marketplace <no-reply@localhost>',
    contentGraphqlUrl: env.CONTENT_GRAPHQL_URL || null,
    contentGraphqlToken: env.CONTENT_GRAPHQL_TOKEN || null,
    authSecret: secret,
    emailStreamKey: embeddedSecret('EMAIL_STREAM_KEY', 'email-stream-key', env, nodeEnv, dataDir),
    sessionTtlSeconds: integer(env.SESSION_TTL_SECONDS, 30 * 24 * 60 * 60),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    publicAnswersKept: integer(env.PUBLIC_ANSWERS_KEPT, 5_000),
    readModelSnapshotEverySeconds: integer(env.READ_MODEL_SNAPSHOT_EVERY_SECONDS, 60),
    readModelSnapshotEveryEvents: integer(env.READ_MODEL_SNAPSHOT_EVERY_EVENTS, 10_000),
    readModelBuildThreadMinEvents: integer(env.READ_MODEL_BUILD_THREAD_MIN_EVENTS, 200_000),
    readYourWritesTimeoutMs: integer(env.READ_YOUR_WRITES_TIMEOUT_MS, 2000),
    loginLimitPerEmail: integer(env.LOGIN_LIMIT_PER_EMAIL, 10),
    loginLimitPerIp: integer(env.LOGIN_LIMIT_PER_IP, 100),
    loginLimitWindowSeconds: integer(env.LOGIN_LIMIT_WINDOW_SECONDS, 15 * 60),
    accountCheckLimitPerIp: integer(env.ACCOUNT_CHECK_LIMIT_PER_IP, 60),
    frontendDir: resolve(env.FRONTEND_DIR ?? 'frontend/dist'),
    contactPhone: env.CONTACT_PHONE ?? '(555) 010-0100',
    contactEmail: env.CONTACT_EMAIL ?? 'hello@example.com',
    requestATutorForClients: env.FEATURE_REQUEST_A_TUTOR_FOR_CLIENTS === 'true',
    roles: new Set(roleNames as Array<(typeof ROLES)[number]>),
    demoData: demoData(env.DEMO_DATA, nodeEnv),
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
        : null,
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', connectClientId: env.STRIPE_CONNECT_CLIENT_ID ?? null }
      : null,
    sandboxWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    sessionProcessingDelayMs: integer(env.SESSION_PROCESSING_DELAY_MINUTES, 24 * 60) * 60_000,
    meetings: meetingsSettingsFromEnv(env, publicUrl, secret),
    captcha: captchaSettings(env),
    hubspotAccessToken: env.HUBSPOT_ACCESS_TOKEN || null,
    staffEmail: env.STAFF_EMAIL || env.CONTACT_EMAIL || 'hello@example.com',
    corporateOrganisations: parseCorporateOrganisations(env.CORPORATE_REFERRAL_CODES),
    publicFormLimitPerEmail: integer(env.PUBLIC_FORM_LIMIT_PER_EMAIL, 5),
    publicFormLimitPerIp: integer(env.PUBLIC_FORM_LIMIT_PER_IP, 20),
    publicFormLimitWindowSeconds: integer(env.PUBLIC_FORM_LIMIT_WINDOW_SECONDS, 60 * 60),
    schoology:
      env.SCHOOLOGY_DOMAIN && env.SCHOOLOGY_CONSUMER_KEY && env.SCHOOLOGY_CONSUMER_SECRET
        ? { domain: env.SCHOOLOGY_DOMAIN, consumerKey: env.SCHOOLOGY_CONSUMER_KEY, consumerSecret: env.SCHOOLOGY_CONSUMER_SECRET }
        : null,
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    facebook: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET } : null,
  };
}

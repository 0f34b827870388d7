import { DynamicModule, Global, Module } from '@nestjs/common';
import { CommandPipeline } from './event-sourcing/command-pipeline';
import { ReactionProgress } from './event-sourcing/log-reaction';
import { ProjectionRunner } from '../projections/runner/projection-runner';
import { ReadModels } from '../projections/runner/read-models';
import { AppConfig } from './config/app-config';
import { CAPTCHA } from '../platform/captcha/captcha.port';
import { CLOCK } from '../platform/clock/clock.port';
import { CRM } from '../platform/crm/crm.port';
import { SCHOOLOGY } from '../platform/lms/schoology.port';
import { IDENTITY_PROVIDERS } from '../platform/identity/identity-provider.port';
import { CONTENT_SOURCE } from '../platform/content/content-source.port';
import { CREDENTIAL_STORE } from '../platform/credentials/credential-store.port';
import { EVENT_STORE } from '../platform/eventstore/event-store.port';
import { PERSONAL_DATA_SHREDDER } from '../platform/personal-data/personal-data-keys.port';
import { FILE_STORAGE } from '../platform/files/file-storage.port';
import { MAILER } from '../platform/mail/mailer.port';
import { MEETINGS } from '../platform/meetings/meetings.port';
import { Platform } from './infrastructure/platform';
import { PAYMENT_GATEWAY } from '../platform/payments/payment-gateway.port';
import { PHONE_CODES } from '../platform/phone-codes/phone-codes.port';
import { LIVE_UPDATES } from '../platform/live-updates/live-updates.port';
import { JOB_QUEUE } from '../platform/queue/job-queue.port';
import { READ_STORE } from '../platform/readstore/read-store.port';
import { SMS_SENDER } from '../platform/sms/sms-sender.port';

export const APP_CONFIG = Symbol('AppConfig');
export const RATE_LIMITS = Symbol('RateLimitCounter');
export const READINESS = Symbol('Readiness');
/** The log reactions' checkpoints (Platform.reactionCheckpoints): kept across restarts, shared by the processes of a deployment. */
export const REACTION_CHECKPOINTS = Symbol('ReactionCheckpoints');

/** Whether this process may serve queries: read models caught up and start-up work (the first admin) done. */
export interface Readiness {
  isReady(): boolean;
}

/** Hands the adapters chosen at start-up (see infrastructure/platform.ts) to every module. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(platform: Platform, config: AppConfig, projections: ProjectionRunner, readiness: Readiness): DynamicModule {
    const reactions = new ReactionProgress(platform.reactionCheckpoints);
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: EVENT_STORE, useValue: platform.eventStore },
      { provide: PERSONAL_DATA_SHREDDER, useValue: platform.personalData },
      { provide: READ_STORE, useValue: platform.readStore },
      { provide: JOB_QUEUE, useValue: platform.jobQueue },
      { provide: CREDENTIAL_STORE, useValue: platform.credentials },
      { provide: MAILER, useValue: platform.mailer },
      { provide: RATE_LIMITS, useValue: platform.rateLimits },
      { provide: CONTENT_SOURCE, useValue: platform.content },
      { provide: CLOCK, useValue: platform.clock },
      { provide: FILE_STORAGE, useValue: platform.files },
      { provide: SMS_SENDER, useValue: platform.sms },
      { provide: PHONE_CODES, useValue: platform.phoneCodes },
      { provide: LIVE_UPDATES, useValue: platform.liveUpdates },
      { provide: PAYMENT_GATEWAY, useValue: platform.payments },
      { provide: MEETINGS, useValue: platform.meetings },
      { provide: CAPTCHA, useValue: platform.captcha },
      { provide: CRM, useValue: platform.crm },
      { provide: SCHOOLOGY, useValue: platform.schoology },
      { provide: IDENTITY_PROVIDERS, useValue: platform.identityProviders },
      { provide: ProjectionRunner, useValue: projections },
      { provide: ReadModels, useValue: projections.readModels },
      { provide: READINESS, useValue: readiness },
      { provide: ReactionProgress, useValue: reactions },
      { provide: REACTION_CHECKPOINTS, useValue: platform.reactionCheckpoints },
      { provide: CommandPipeline, useValue: new CommandPipeline(platform.eventStore, platform.clock, projections, config.readYourWritesTimeoutMs, reactions) },
    ];
    return { module: PlatformModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}

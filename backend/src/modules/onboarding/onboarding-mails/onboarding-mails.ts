import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { TutorProfileEvent } from '../../../../domain/tutors/tutor-profile.events';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { MailMessage } from '../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findUserById } from '../../../../projections/users/users.projection';
import { AppConfig } from '../../../config/app-config';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../workers/mail/send-mail.processor';
import { ONBOARDING_MAIL_TEMPLATES } from './onboarding-mail-templates';

const HANDLED = new Set(['TutorOnboarded', 'TutorOnboardingSentBack']);
/** A decision older than this (a checkpoint lost, a replay) sends no e-mail: the news is stale. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Where the tutor continues: the checklist after a send-back, the dashboard once onboarded. */
export const ONBOARDING_PATH = '/dashboard/onboarding';

/**
 * E-mails the tutor the admins' decision (onboarded, or sent back with the reason) from a
 * subscription to the stored log in the `worker` role; one mail job per event (job id from the
 * event id), so a redelivered event sends nothing twice.
 */
@Injectable()
export class OnboardingMails implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly readModels: ReadModels,
    private readonly progress: ReactionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.reaction = new LogReaction('onboarding-mails', this.eventStore, HANDLED, (event) => this.react(event), logger, this.checkpoints);
    this.progress.register(this.reaction);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  async react(event: RecordedEvent): Promise<void> {
    if (Date.now() - Date.parse(event.metadata.occurredAt) > STALE_AFTER_MS) return;
    const fact = { type: event.type, data: event.data } as TutorProfileEvent;
    if (fact.type !== 'TutorOnboarded' && fact.type !== 'TutorOnboardingSentBack') return;
    // Demo and seed writers onboard tutors without an admin; only an admin's decision is news.
    const decidedBy = fact.type === 'TutorOnboarded' ? fact.data.onboardedBy : fact.data.sentBackBy;
    if (decidedBy === null) return;
    const tutor = await findUserById(this.readModels, fact.data.tutorId);
    if (!tutor) return;
    const language = tutor.profile.languagePreference;
    const message: MailMessage =
      fact.type === 'TutorOnboarded'
        ? { to: tutor.email.address, ...ONBOARDING_MAIL_TEMPLATES.onboarded[language](tutor.profile.firstName, `${this.config.publicUrl}/dashboard`, '') }
        : { to: tutor.email.address, ...ONBOARDING_MAIL_TEMPLATES.sentBack[language](tutor.profile.firstName, `${this.config.publicUrl}${ONBOARDING_PATH}`, fact.data.reason) };
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { jobId: `onboarding:${event.id}`, attempts: 8, backoffMs: 2000 });
  }
}

import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { TutorProfileEvent } from '../../../../domain/tutors/tutor-profile.events';
import { RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { MailMessage } from '../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findTutorById } from '../../../../projections/tutor-search/tutor-search.projection';
import { findUserById } from '../../../../projections/users/users.projection';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../workers/mail/send-mail.processor';
import { ONBOARDING_MAIL_TEMPLATES } from './onboarding-mail-templates';
import { WorkerReactions } from '../../../event-sourcing/worker-reactions';

const HANDLED = new Set(['TutorOnboarded', 'TutorOnboardingSentBack']);
/** A decision older than this (a checkpoint lost, a replay) sends no e-mail: the news is stale. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Where the tutor continues: the checklist after a send-back, the dashboard once onboarded. */
export const ONBOARDING_PATH = '/dashboard/onboarding';
/** Where a tutor shows or hides their profile in search. */
const VISIBILITY_PATH = '/account-settings/visibility';

/**
 * E-mails the tutor the admins' decision (onboarded, or sent back with the reason) from a
 * subscription to the stored log in the `worker` role; one mail job per event (job id from the
 * event id), so a redelivered event sends nothing twice.
 */
@Injectable()
export class OnboardingMails implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly readModels: ReadModels,
    private readonly reactions: WorkerReactions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reactions.start({ name: 'onboarding-mails', handles: HANDLED, react: (event) => this.react(event) });
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
    // A hidden profile is not found in search however onboarded: the mail says so and where to turn it on.
    const hidden = fact.type === 'TutorOnboarded' && (await findTutorById(this.readModels, fact.data.tutorId))?.isVisible !== true;
    const message: MailMessage =
      fact.type === 'TutorOnboarded'
        ? hidden
          ? { to: tutor.email.address, ...ONBOARDING_MAIL_TEMPLATES.onboardedHidden[language](tutor.profile.firstName, `${this.config.publicUrl}${VISIBILITY_PATH}`, '') }
          : { to: tutor.email.address, ...ONBOARDING_MAIL_TEMPLATES.onboarded[language](tutor.profile.firstName, `${this.config.publicUrl}/dashboard`, '') }
        : { to: tutor.email.address, ...ONBOARDING_MAIL_TEMPLATES.sentBack[language](tutor.profile.firstName, `${this.config.publicUrl}${ONBOARDING_PATH}`, fact.data.reason) };
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { jobId: `onboarding:${event.id}`, attempts: 8, backoffMs: 2000 });
  }
}

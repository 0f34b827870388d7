import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { allowsNotice } from '../../../../domain/accounts/notification-settings';
import { hasTutorPayoutMethod, paymentAccountDecider } from '../../../../domain/payments/payment-account.decider';
import { paymentAccountStreamId } from '../../../../domain/payments/payment-account.events';
import { SessionScheduled } from '../../../../domain/sessions/session.events';
import { CLOCK, Clock } from '../../../../platform/clock/clock.port';
import { RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { MailMessage } from '../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findUserById } from '../../../../projections/users/users.projection';
import { AppConfig } from '../../../config/app-config';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { APP_CONFIG } from '../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../workers/mail/send-mail.processor';
import { clientNamesOf } from '../tutor-session-briefs';
import { PAYOUT_METHOD_WARNING_TEMPLATE } from './payout-method-warning-template';
import { WorkerReactions } from '../../../event-sourcing/worker-reactions';

const HANDLED = new Set(['SessionScheduled']);
/** Where a tutor adds a payout method. */
export const TUTOR_PAYOUTS_PATH = '/account-settings/tutor-payouts';

/** The mail job of one tutor and session: the same id however often the cause is delivered. */
export function payoutMethodWarningJobId(tutorId: string, sessionId: string): string {
  return `payout-method-warning:${tutorId}:${sessionId}`;
}

/**
 * E-mails a tutor who has no payout method when a session of theirs is scheduled, so they can add one
 * before it ends (else their share is held once the client is charged). A reaction on the session
 * being scheduled rather than a job before its end: the warning then comes with the most notice, needs
 * no job to move on every edit, and the dashboard keeps warning until the session is processed. From
 * the stored log in the `worker` role; the mail job's id derives from the tutor and session, so a
 * redelivered event sends nothing twice. A series warns once, on its first occurrence; a session
 * already over (a replay) or written by the demo and seed writers (no actor) warns no one.
 */
@Injectable()
export class PayoutMethodWarningMails implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly reactions: WorkerReactions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reactions.start({ name: 'payout-method-warning-mails', handles: HANDLED, react: (event) => this.react(event) });
  }

  async react(event: RecordedEvent): Promise<void> {
    if (event.type !== 'SessionScheduled') return;
    const session = (event as unknown as Pick<SessionScheduled, 'data'>).data;
    if (session.scheduledBy === null || (session.recurrence?.occurrenceIndex ?? 0) > 0) return;
    if (Date.parse(session.endTime) <= this.clock.now().getTime()) return;
    const tutorId = session.participants.find((participant) => participant.userType === 'TUTOR')?.userId;
    if (!tutorId) return;
    // Decided on the payment account's stream, not its read model, which may not have caught up with the log yet.
    if (hasTutorPayoutMethod((await this.pipeline.load(paymentAccountDecider, paymentAccountStreamId(tutorId))).state)) return;
    const tutor = await findUserById(this.readModels, tutorId);
    if (!tutor || !allowsNotice(tutor.notificationSettings, 'payouts', 'email')) return;
    const message: MailMessage = {
      to: tutor.email.address,
      ...PAYOUT_METHOD_WARNING_TEMPLATE[tutor.profile.languagePreference]({
        firstName: tutor.profile.firstName,
        subject: session.subject,
        clientName: await clientNamesOf(this.readModels, session.participants),
        startTime: session.startTime,
        timeZoneId: session.timeZoneId,
        link: `${this.config.publicUrl}${TUTOR_PAYOUTS_PATH}`,
      }),
    };
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { jobId: payoutMethodWarningJobId(tutorId, session.sessionId), attempts: 8, backoffMs: 2000 });
  }
}

import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InquirySubmitted } from '../../../../domain/inquiries/inquiry.events';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { MailMessage } from '../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { AppConfig } from '../../../config/app-config';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../workers/mail/send-mail.processor';

const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The support inbox's e-mail about an inquiry. */
export function inquiryNotice(inquiry: InquirySubmitted['data'], adminUrl: string): Pick<MailMessage, 'subject' | 'text'> {
  const technical = inquiry.kind === 'TECHNICAL';
  return {
    subject: technical ? `Technical issue from ${inquiry.name}` : inquiry.kind === 'APP_QUESTION' ? `App question from ${inquiry.name}` : `Inquiry from ${inquiry.name}: ${inquiry.subject}`,
    text: [
      `From: ${inquiry.name} <${inquiry.email}>`,
      ...(technical ? [`Device: ${inquiry.deviceBeingUsed ?? 'not given'}`] : inquiry.subject ? [`Subject: ${inquiry.subject}`] : []),
      '',
      inquiry.message,
      '',
      `Reply to ${inquiry.email}, then mark it answered: ${adminUrl}`,
    ].join('\n'),
  };
}

/** Contact-page inquiries e-mailed to the support inbox (STAFF_EMAIL) from the stored log, one mail job per event. */
@Injectable()
export class InquiryNotices implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly progress: ReactionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.reaction = new LogReaction('inquiry-notices', this.eventStore, new Set(['InquirySubmitted']), (event) => this.react(event), logger, this.checkpoints, 500, {
      retryDelayMs: 1000,
      fromBeginning: true,
    });
    this.progress.register(this.reaction);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  async react(event: RecordedEvent): Promise<void> {
    if (Date.now() - Date.parse(event.metadata.occurredAt) > STALE_AFTER_MS) return;
    const message: MailMessage = { to: this.config.staffEmail, ...inquiryNotice(event.data as InquirySubmitted['data'], `${this.config.publicUrl}/admin?tab=inquiries`) };
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { jobId: `inquiry-notice:${event.id}`, attempts: 8, backoffMs: 2000 });
  }
}

import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { LeadEvent, LeadSignupRecord, leadStreamId } from '../../../../domain/leads/lead.events';
import { US_STATES } from '../../../../domain/leads/lead.rules';
import { Crm, CRM } from '../../../../platform/crm/crm.port';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { MailMessage } from '../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { AppConfig } from '../../../config/app-config';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../workers/mail/send-mail.processor';
import { leadsStream } from '../leads-stream';

const HANDLED = new Set<LeadEvent['type']>(['SchoolLeadSubmitted', 'FlexIntakeSubmitted', 'SchoolLeadResubmitted']);
/** A lead older than this (a lost checkpoint, a replay) e-mails nobody: the news is stale. It still reaches the CRM. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The staff's e-mail about a lead. */
export function leadNotice(lead: LeadSignupRecord, again: boolean, adminUrl: string): Pick<MailMessage, 'subject' | 'text'> {
  if (lead.leadSource.form === 'FLEX_INTAKE') {
    return {
      subject: `New flex intake: ${lead.firstName} ${lead.lastName} (${lead.subject})`,
      text: [
        `${lead.firstName} ${lead.lastName} (${lead.clientProfileType ?? 'client'}) asks for flexible tutoring in ${lead.subject}.`,
        ...(lead.tutorProfileId ? [`Tutor they chose: ${lead.tutorProfileId}`] : []),
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phoneNumber}`,
        `Follow it up and mark its status: ${adminUrl}`,
      ].join('\n'),
    };
  }
  return {
    subject: `${again ? 'School lead again' : 'New school lead'}: ${lead.company} (${lead.state})`,
    text: [
      `${lead.firstName} ${lead.lastName}, ${lead.title} at ${lead.company}, ${(lead.state && US_STATES[lead.state]) ?? lead.state}`,
      `E-mail: ${lead.email}`,
      `Phone: ${lead.phoneNumber}`,
      again ? 'They sent the schools form again.' : 'They sent the schools form.',
      `Follow it up and mark its status: ${adminUrl}`,
    ].join('\n'),
  };
}

/**
 * A school's lead, from the stored log (worker role): e-mailed to the staff (STAFF_EMAIL, through
 * the mail queue, one job per event) and handed to the CRM, whose id is recorded on the lead with
 * ids from the event, so a redelivered event does neither twice. Retried until the CRM answers.
 */
@Injectable()
export class LeadHandoff implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    @Inject(CRM) private readonly crm: Crm,
    private readonly pipeline: CommandPipeline,
    private readonly progress: ReactionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.reaction = new LogReaction('lead-handoff', this.eventStore, HANDLED, (event) => this.react(event), logger, this.checkpoints, 500, {
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
    const { leadId } = event.data as { leadId: string };
    const [first] = await this.eventStore.readStream(leadStreamId(leadId), { maxCount: 1 });
    if (first?.type !== 'SchoolLeadSubmitted' && first?.type !== 'FlexIntakeSubmitted') return;
    const lead = first.data as LeadSignupRecord;
    if (Date.now() - Date.parse(event.metadata.occurredAt) < STALE_AFTER_MS) {
      const message: MailMessage = { to: this.config.staffEmail, ...leadNotice(lead, event.type === 'SchoolLeadResubmitted', `${this.config.publicUrl}/admin?tab=leads`) };
      await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { jobId: `lead-notice:${event.id}`, attempts: 8, backoffMs: 2000 });
    }
    const { crmId } = await this.crm.recordLead({
      leadId,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phoneNumber: lead.phoneNumber,
      title: lead.title,
      company: lead.company,
      state: lead.state,
      status: lead.status,
      leadSource: lead.leadSource.form === 'SCHOOLS' ? `${lead.leadSource.form}:${lead.leadSource.recordType}` : lead.leadSource.form,
    });
    await this.pipeline.run(leadsStream.decider, leadsStream.streamIdOf(leadId), { type: 'RecordLeadHandoff', data: { leadId, crm: this.crm.kind, crmId } }, this.pipeline.contextOfEvent(event, 'crm'));
  }
}

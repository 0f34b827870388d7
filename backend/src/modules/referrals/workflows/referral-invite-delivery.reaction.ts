import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ReferralInviteSent } from '../../../../domain/referrals/referral-invite.events';
import { tutorReferralLinkPath } from '../../../../domain/referrals/referral-invite.rules';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { MailMessage } from '../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { SMS_SENDER, SmsSender } from '../../../../platform/sms/sms-sender.port';
import { referralCodeOf } from '../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findUserById } from '../../../../projections/users/users.projection';
import { AppConfig } from '../../../config/app-config';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../workers/mail/send-mail.processor';
import { inviteMessageOf } from './referral-invite-templates';

/** An invitation older than this (a checkpoint lost, a replay) is not delivered: the sender has moved on. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Delivers the tutors' referral invitations from the stored log, in the `worker` role: an e-mail
 * through the BullMQ mail queue (job id per invitation, so a redelivered event queues nothing new),
 * a text through the SMS port. Each carries the sender's /trc or /trt link.
 */
@Injectable()
export class ReferralInviteDelivery implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly readModels: ReadModels,
    private readonly progress: ReactionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.reaction = new LogReaction('referral-invites', this.eventStore, new Set(['ReferralInviteSent']), (event) => this.deliver(event), logger, this.checkpoints);
    this.progress.register(this.reaction);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  async deliver(event: RecordedEvent): Promise<void> {
    if (Date.now() - Date.parse(event.metadata.occurredAt) > STALE_AFTER_MS) return;
    const { inviteId, senderId, channel, audience, recipient, note } = event.data as ReferralInviteSent['data'];
    const sender = await findUserById(this.readModels, senderId);
    if (!sender) return;
    const name = `${sender.profile.firstName} ${sender.profile.lastName}`.trim();
    const link = `${this.config.publicUrl}${tutorReferralLinkPath(audience, referralCodeOf(senderId))}`;
    const message = inviteMessageOf(channel, audience, sender.profile.languagePreference, name, link, note);
    if (channel === 'SMS') {
      await this.sms.send({ to: recipient, text: message.text });
      return;
    }
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, { to: recipient, ...message }, { jobId: `referral-invite:${inviteId}`, attempts: 8, backoffMs: 2000 });
  }
}

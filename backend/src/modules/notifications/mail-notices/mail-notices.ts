import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { allowsNotice, NoticeCategory } from '../../../../domain/accounts/notification-settings';
import { ConversationEvent, conversationStreamId } from '../../../../domain/conversations/conversation.events';
import { TutoringRequestEvent, tutoringRequestStreamId } from '../../../../domain/requests/tutoring-request.events';
import { findConversation } from '../../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findUserById } from '../../../../projections/users/users.projection';
import { AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { MailMessage } from '../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../platform/queue/job-queue.port';
import { APP_CONFIG } from '../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../workers/mail/send-mail.processor';
import { NOTICE_TEMPLATES, NoticeKind } from './mail-notice-templates';
import { InMemoryNoticeThrottle, NoticeThrottle, RedisNoticeThrottle } from './notice-throttle';
import { WorkerReactions } from '../../../event-sourcing/worker-reactions';

/** At most one e-mail per conversation (and recipient) in this window. */
export const NOTICE_WINDOW_SECONDS = 10 * 60;
/** An event older than this (a checkpoint lost, a replay) sends no e-mail: the news is stale. */
const STALE_AFTER_MS = 60 * 60 * 1000;
const HANDLED = new Set(['TutoringRequestSent', 'TutoringRequestAccepted', 'TutoringRequestDeclined', 'MessageSent']);

/** The kind of notice each e-mail is, as the user turns them on or off in their notification settings. */
const CATEGORY_OF: Record<NoticeKind, NoticeCategory> = { newRequest: 'requests', requestAccepted: 'requests', requestDeclined: 'requests', newMessage: 'messages' };

interface Notice {
  kind: NoticeKind;
  recipientId: string;
  fromUserId: string;
  conversationId: string;
}

/**
 * E-mail notices of a new request (to the tutor), an accepted or declined request (to the client)
 * and a new message (to the other participant), from a subscription to the stored log in the
 * `worker` role. Each goes to the BullMQ mail queue (job id per event and recipient, so a
 * redelivered event queues nothing new), unless the recipient turned that kind of e-mail off, after a Redis SET NX EX on the conversation and recipient:
 * at most one e-mail per conversation per 10 minutes, whichever worker sees the event.
 */
@Injectable()
export class MailNotices implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly throttle: NoticeThrottle;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly readModels: ReadModels,
    private readonly reactions: WorkerReactions,
  ) {
    this.throttle = jobs.kind === 'bullmq' ? new RedisNoticeThrottle(config.redisUrl, config.redisPrefix) : new InMemoryNoticeThrottle();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reactions.start({ name: 'mail-notices', handles: HANDLED, react: (event) => this.react(event) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.throttle.close();
  }

  /** Exposed for tests: the notice one event sends, if any. */
  async react(event: RecordedEvent): Promise<void> {
    if (Date.now() - Date.parse(event.metadata.occurredAt) > STALE_AFTER_MS) return;
    const notice = await this.noticeOf(event);
    if (!notice) return;
    const recipient = await findUserById(this.readModels, notice.recipientId, { readOnly: true });
    if (!recipient) return;
    // The settings in force when the event is handled: a kind turned off sends nothing from then on.
    if (!allowsNotice(recipient.notificationSettings, CATEGORY_OF[notice.kind], 'email')) return;
    if (!(await this.throttle.tryAcquire(`${notice.conversationId}:${notice.recipientId}`, NOTICE_WINDOW_SECONDS))) return;
    // Looked up only for a notice that goes out (most messages fall inside the window of an earlier one).
    const sender = await findUserById(this.readModels, notice.fromUserId, { readOnly: true });
    const name = sender ? `${sender.profile.firstName} ${sender.profile.lastName}`.trim() : '';
    const link = `${this.config.publicUrl}/conversation/${notice.conversationId}`;
    const message: MailMessage = { to: recipient.email.address, ...NOTICE_TEMPLATES[notice.kind][recipient.profile.languagePreference](name, recipient.profile.firstName, link) };
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { jobId: `notice:${event.id}:${notice.recipientId}`, attempts: 8, backoffMs: 2000 });
  }

  private async noticeOf(event: RecordedEvent): Promise<Notice | null> {
    const fact = { type: event.type, data: event.data } as TutoringRequestEvent | ConversationEvent;
    switch (fact.type) {
      case 'TutoringRequestSent': {
        const { tutorId, clientId, conversationId } = fact.data;
        return tutorId && conversationId ? { kind: 'newRequest', recipientId: tutorId, fromUserId: clientId, conversationId } : null;
      }
      case 'TutoringRequestAccepted':
      case 'TutoringRequestDeclined': {
        const [sent] = await this.eventStore.readStream(tutoringRequestStreamId(fact.data.requestId), { maxCount: 1 });
        const request = sent?.data as { clientId: string; tutorId: string | null; conversationId: string | null } | undefined;
        const conversationId = fact.type === 'TutoringRequestAccepted' ? fact.data.conversationId : request?.conversationId;
        if (!request?.tutorId || !conversationId) return null;
        return { kind: fact.type === 'TutoringRequestAccepted' ? 'requestAccepted' : 'requestDeclined', recipientId: request.clientId, fromUserId: request.tutorId, conversationId };
      }
      case 'MessageSent': {
        // The request's own messages come with the new-request notice.
        if (fact.data.type === 'REQUEST') return null;
        const participants = await this.participantsOf(fact.data.conversationId);
        if (!participants) return null;
        const recipientId = participants.clientId === fact.data.fromUserId ? participants.tutorId : participants.clientId;
        return { kind: 'newMessage', recipientId, fromUserId: fact.data.fromUserId, conversationId: fact.data.conversationId };
      }
      default:
        return null;
    }
  }

  /** From the inbox's read model (participants never change), or the conversation's first event where this process's read model does not hold it yet. */
  private async participantsOf(conversationId: string): Promise<{ clientId: string; tutorId: string } | undefined> {
    const conversation = await findConversation(this.readModels, conversationId, { readOnly: true });
    if (conversation) return conversation;
    const [started] = await this.eventStore.readStream(conversationStreamId(conversationId), { maxCount: 1 });
    return started?.data as { clientId: string; tutorId: string } | undefined;
  }
}

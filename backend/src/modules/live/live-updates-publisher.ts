import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConversationEvent } from '../../../domain/conversations/conversation.events';
import { conversationsProjection, findConversation, findMessage, unreadMessageCount } from '../../../projections/conversations/conversations.projection';
import { findNotificationsFromSource, NOTIFICATION_SOURCE_EVENT_TYPES, notificationsProjection } from '../../../projections/notifications/notifications.projection';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { ReadModels } from '../../../projections/runner/read-models';
import { AppConfig } from '../../config/app-config';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../platform/eventstore/event-store.port';
import { LIVE_UPDATES, LiveUpdates } from '../../../platform/live-updates/live-updates.port';
import { logger } from '../../../platform/logging/logger';
import { APP_CONFIG } from '../../platform.module';
import { MessageModel } from '../conversations/conversation.models';
import { CONVERSATION_CHANGE_EVENT_TYPES, conversationChangesOf } from '../conversations/conversation-changes';
import { NotificationModel } from '../notifications/notification.model';
import { LogReaction } from '../../event-sourcing/log-reaction';
import { LiveUpdate, userTopic } from './live-update';

const HANDLED = new Set<string>(['MessageSent', 'MessagesRead', ...NOTIFICATION_SOURCE_EVENT_TYPES, ...CONVERSATION_CHANGE_EVENT_TYPES]);
/** How long a push waits for the read models; past it the push goes out anyway. */
const READ_MODEL_WAIT_MS = 5000;

/**
 * Pushes changes to the users they concern once the read models hold them. Runs where the
 * projections run (the `projector` role), reading the log as they do, and publishes through the
 * LiveUpdates port (Redis), so it works when the api processes are separate.
 */
@Injectable()
export class LiveUpdatesPublisher implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    private readonly projections: ProjectionRunner,
    private readonly readModels: ReadModels,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('projector')) return;
    this.reaction = new LogReaction('live-updates', this.eventStore, HANDLED, (event) => this.publishFor(event), logger);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  private publish(userId: string, update: LiveUpdate): Promise<void> {
    return this.live.publish(userTopic(userId), update);
  }

  /** Exposed for tests: what one event pushes. */
  async publishFor(event: RecordedEvent): Promise<void> {
    const reached = await this.projections.waitForPosition(event.position, [conversationsProjection.name, notificationsProjection.name], READ_MODEL_WAIT_MS);
    if (!reached) logger.warn({ position: event.position, type: event.type }, 'live update sent before the read models caught up');
    const conversationEvent = { type: event.type, data: event.data } as ConversationEvent;
    if (conversationEvent.type === 'MessageSent') {
      const [message, conversation] = await Promise.all([findMessage(this.readModels, conversationEvent.data.messageId), findConversation(this.readModels, conversationEvent.data.conversationId)]);
      if (message && conversation) {
        const update: LiveUpdate = { kind: 'messageAdded', conversationId: conversation._id, message: MessageModel.of(message, conversation) };
        await Promise.all([this.publish(message.toUserId, update), this.publish(message.fromUserId, update)]);
        await this.publish(message.toUserId, { kind: 'inboxBadge', count: await unreadMessageCount(this.readModels, message.toUserId) });
      }
    } else if (conversationEvent.type === 'MessagesRead') {
      const { conversationId, readerId, upToMessageId, readAt } = conversationEvent.data;
      const conversation = await findConversation(this.readModels, conversationId);
      if (conversation) {
        const update: LiveUpdate = { kind: 'messagesRead', conversationId, read: { conversationId, readerId, upToMessageId, readAt } };
        await Promise.all(conversation.participantIds.map((userId) => this.publish(userId, update)));
        await this.publish(readerId, { kind: 'inboxBadge', count: await unreadMessageCount(this.readModels, readerId) });
      }
    }
    // A request answered (or its pair linked) changes the conversation's screen: conversationUpdated.
    for (const change of await conversationChangesOf(event, this.readModels, this.projections)) await this.live.publish(userTopic(change.userId), change.update);
    for (const notification of await findNotificationsFromSource(this.readModels, event.position)) {
      await this.publish(notification.userId, { kind: 'notificationAdded', notification: NotificationModel.fromDocument(notification) });
    }
  }
}

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
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../platform.module';
import { MessageModel } from '../conversations/conversation.models';
import { CONVERSATION_CHANGE_EVENT_TYPES, ConversationUpdatedLiveUpdate, conversationChangesOf } from '../conversations/conversation-changes';
import { NotificationModel } from '../notifications/notification.model';
import { LogReaction, ReactionCheckpoints } from '../../event-sourcing/log-reaction';
import { LiveUpdate, userTopic } from './live-update';

const HANDLED = new Set<string>(['MessageSent', 'MessagesRead', ...NOTIFICATION_SOURCE_EVENT_TYPES, ...CONVERSATION_CHANGE_EVENT_TYPES]);
/** How long a push waits for the read models; past it the push goes out anyway. */
const READ_MODEL_WAIT_MS = 5000;

/**
 * Pushes changes to the users they concern once the read models hold them. Runs where the
 * projections run (the `projector` role), reading the log as they do, and publishes through the
 * LiveUpdates port (Redis), so it works when the api processes are separate.
 *
 * Of several projector processes, one pushes: the holder of the reaction's lease
 * (`reaction:live-updates`), whether the read store is shared (MongoDB: a stand-by projector reads the
 * holder's read models and waits on its checkpoints) or each process's own (the embedded store, where
 * every process projects, and each pushed every change until this lease). Its checkpoint lets the
 * process that takes over push what came after it, late rather than never.
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
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
  ) {}

  /** Whether this process pushes (holds the reaction's lease, or runs without leases). */
  get isPushing(): boolean {
    return this.reaction?.isLeading ?? false;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('projector')) return;
    // The reaction waits for the pushes to be issued (in order, on one connection), not for Redis to
    // confirm each: a round trip per event would cap the pushes at one event per round trip.
    this.reaction = new LogReaction('live-updates', this.eventStore, HANDLED, async (event) => void settle(await this.issueFor(event), event), logger, this.checkpoints);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  /** Exposed for tests: what one event pushes, resolved once every push is published. */
  async publishFor(event: RecordedEvent): Promise<void> {
    await (await this.issueFor(event)).published;
  }

  /** Issues the pushes of one event, in order, once the read models hold it. */
  private async issueFor(event: RecordedEvent): Promise<{ published: Promise<unknown> }> {
    const pushes: Array<Promise<void>> = [];
    const push = (userId: string, update: LiveUpdate | ConversationUpdatedLiveUpdate) => pushes.push(this.live.publish(userTopic(userId), update));
    const reached = await this.projections.waitForPosition(event.position, [conversationsProjection.name, notificationsProjection.name], READ_MODEL_WAIT_MS);
    if (!reached) logger.warn({ position: event.position, type: event.type }, 'live update sent before the read models caught up');
    const conversationEvent = { type: event.type, data: event.data } as ConversationEvent;
    if (conversationEvent.type === 'MessageSent') {
      const [message, conversation] = await Promise.all([findMessage(this.readModels, conversationEvent.data.messageId), findConversation(this.readModels, conversationEvent.data.conversationId, { readOnly: true })]);
      if (message && conversation) {
        const update: LiveUpdate = { kind: 'messageAdded', conversationId: conversation._id, message: MessageModel.of(message, conversation) };
        push(message.toUserId, update);
        push(message.fromUserId, update);
        push(message.toUserId, { kind: 'inboxBadge', count: await unreadMessageCount(this.readModels, message.toUserId) });
      }
    } else if (conversationEvent.type === 'MessagesRead') {
      const { conversationId, readerId, upToMessageId, readAt } = conversationEvent.data;
      const conversation = await findConversation(this.readModels, conversationId);
      if (conversation) {
        const update: LiveUpdate = { kind: 'messagesRead', conversationId, read: { conversationId, readerId, upToMessageId, readAt } };
        for (const userId of conversation.participantIds) push(userId, update);
        push(readerId, { kind: 'inboxBadge', count: await unreadMessageCount(this.readModels, readerId) });
      }
    }
    // A request answered (or its pair linked) changes the conversation's screen: conversationUpdated.
    for (const change of await conversationChangesOf(event, this.readModels, this.projections)) push(change.userId, change.update);
    for (const notification of await findNotificationsFromSource(this.readModels, event.position)) {
      push(notification.userId, { kind: 'notificationAdded', notification: NotificationModel.fromDocument(notification) });
    }
    return { published: Promise.all(pushes) };
  }
}

/** A push that failed is a notice lost, not a fact: logged, and the reaction goes on. */
function settle(issued: { published: Promise<unknown> }, event: RecordedEvent): void {
  issued.published.catch((error: unknown) => logger.warn({ err: error, position: event.position, type: event.type }, 'live update could not be published'));
}

import { Inject } from '@nestjs/common';
import { Args, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { LIVE_UPDATES, LiveUpdates } from '../../../platform/live-updates/live-updates.port';
import { CurrentViewer, SignedIn } from '../accounts/auth/access';
import { Viewer } from '../accounts/auth/graphql-context';
import { MessageModel, MessagesReadEventModel } from '../conversations/conversation.models';
import { ConversationAccess } from '../conversations/conversation-access';
import { GetUnreadMessageCountHandler } from '../conversations/queries/get-unread-message-count/get-unread-message-count.handler';
import { NotificationModel } from '../notifications/notification.model';
import { pick } from './live-iterators';
import { LiveUpdate, userTopic } from './live-update';

/**
 * Live pushes over graphql-ws, each from the viewer's own topic, so a subscriber only ever hears of
 * their own conversations. Pushed after the read models hold the change: a client refetching on a
 * push sees it.
 */
@Resolver()
export class LiveResolver {
  constructor(
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    private readonly views: ConversationAccess,
    private readonly unread: GetUnreadMessageCountHandler,
  ) {}

  @SignedIn()
  @Subscription(() => MessageModel, {
    description: 'Each new message in your conversations (yours too, for your other tabs); only those of `conversationId` when given.',
    resolve: (message: MessageModel) => message,
  })
  async messageAdded(
    @CurrentViewer() viewer: Viewer,
    @Args('conversationId', { type: () => ID, nullable: true }) conversationId?: string | null,
  ): Promise<AsyncIterableIterator<MessageModel>> {
    if (conversationId) await this.views.requireParticipant(conversationId, viewer.userId);
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(viewer.userId));
    return pick(updates, (update) => (update.kind === 'messageAdded' && (!conversationId || update.conversationId === conversationId) ? update.message : undefined));
  }

  @SignedIn()
  @Subscription(() => MessagesReadEventModel, {
    description: 'Read receipts of a conversation of yours: who read up to which message.',
    resolve: (read: MessagesReadEventModel) => read,
  })
  async messagesRead(
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<AsyncIterableIterator<MessagesReadEventModel>> {
    await this.views.requireParticipant(conversationId, viewer.userId);
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(viewer.userId));
    return pick(updates, (update) => (update.kind === 'messagesRead' && update.conversationId === conversationId ? update.read : undefined));
  }

  @SignedIn()
  @Subscription(() => Int, { description: 'The Inbox badge (your unread messages): now, then at every change.', resolve: (count: number) => count })
  async inboxBadge(@CurrentViewer() viewer: Viewer): Promise<AsyncIterableIterator<number>> {
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(viewer.userId));
    const now = await this.unread.execute({ viewerId: viewer.userId });
    return pick(updates, (update) => (update.kind === 'inboxBadge' ? update.count : undefined), [now]);
  }

  @SignedIn()
  @Subscription(() => NotificationModel, {
    description: 'Each new notification of yours (a refreshed unread message notice comes again with the same id).',
    resolve: (notification: NotificationModel) => notification,
  })
  async notificationAdded(@CurrentViewer() viewer: Viewer): Promise<AsyncIterableIterator<NotificationModel>> {
    const updates = await this.live.subscribe<LiveUpdate>(userTopic(viewer.userId));
    return pick(updates, (update) => (update.kind === 'notificationAdded' ? update.notification : undefined));
  }
}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { LiveUpdatesPublisher } from './live-updates-publisher';
import { InboxBadgeHandler } from './subscriptions/inbox-badge/inbox-badge.handler';
import { InboxBadgeResolver } from './subscriptions/inbox-badge/inbox-badge.resolver';
import { MessageAddedHandler } from './subscriptions/message-added/message-added.handler';
import { MessageAddedResolver } from './subscriptions/message-added/message-added.resolver';
import { MessagesReadHandler } from './subscriptions/messages-read/messages-read.handler';
import { MessagesReadResolver } from './subscriptions/messages-read/messages-read.resolver';
import { NotificationAddedHandler } from './subscriptions/notification-added/notification-added.handler';
import { NotificationAddedResolver } from './subscriptions/notification-added/notification-added.resolver';

/**
 * GraphQL subscriptions (graphql-ws on /graphql) fed through the LiveUpdates port, and the publisher
 * that feeds it from the log. Each subscription listens on the viewer's own topic, so a subscriber
 * only ever hears of their own conversations, and is pushed after the read models hold the change.
 */
@Module({
  imports: [AccountsModule, ConversationsModule],
  providers: [
    LiveUpdatesPublisher,
    InboxBadgeHandler,
    InboxBadgeResolver,
    MessageAddedHandler,
    MessageAddedResolver,
    MessagesReadHandler,
    MessagesReadResolver,
    NotificationAddedHandler,
    NotificationAddedResolver,
  ],
})
export class LiveModule {}

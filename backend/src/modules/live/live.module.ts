import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { LiveResolver } from './live.resolver';
import { LiveUpdatesPublisher } from './live-updates-publisher';

/** GraphQL subscriptions (graphql-ws on /graphql) fed through the LiveUpdates port, and the publisher that feeds it from the log. */
@Module({
  imports: [AccountsModule, ConversationsModule],
  providers: [LiveUpdatesPublisher, LiveResolver],
})
export class LiveModule {}

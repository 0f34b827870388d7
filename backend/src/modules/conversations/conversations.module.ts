import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ReadMessageMutationResolver } from './commands/read-message-mutation/read-message-mutation.resolver';
import { SendMessageMutationResolver } from './commands/send-message-mutation/send-message-mutation.resolver';
import { UpdateArchiveStateResolver } from './commands/update-archive-state/update-archive-state.resolver';
import { ConversationCommands } from './conversation-commands.service';
import { ConversationFieldsResolver, MessageFieldsResolver } from './conversation-fields.resolver';
import { ConversationViews } from './conversation-views.service';
import { MessageSending } from './message-sending.service';
import { GetConversationByIdResolver } from './queries/get-conversation-by-id/get-conversation-by-id.resolver';
import { GetConversationsResolver } from './queries/get-conversations/get-conversations.resolver';
import { GetMessagesForConversationResolver } from './queries/get-messages-for-conversation/get-messages-for-conversation.resolver';
import { GetPaginatedConversationListResolver } from './queries/get-paginated-conversation-list/get-paginated-conversation-list.resolver';
import { GetUnreadMessageCountResolver } from './queries/get-unread-message-count/get-unread-message-count.resolver';

/**
 * Conversations between a client and a tutor: the inbox, messages and their mutations, and
 * ConversationCommands / ConversationViews for the request and pair flows.
 */
@Module({
  imports: [AccountsModule],
  providers: [
    ConversationCommands,
    ConversationViews,
    MessageSending,
    ConversationFieldsResolver,
    MessageFieldsResolver,
    GetPaginatedConversationListResolver,
    GetConversationsResolver,
    GetConversationByIdResolver,
    GetMessagesForConversationResolver,
    GetUnreadMessageCountResolver,
    SendMessageMutationResolver,
    ReadMessageMutationResolver,
    UpdateArchiveStateResolver,
  ],
  exports: [ConversationCommands, ConversationViews, MessageSending],
})
export class ConversationsModule {}

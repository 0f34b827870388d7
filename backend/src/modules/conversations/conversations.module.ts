import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ReadMessageMutationHandler } from './commands/read-message-mutation/read-message-mutation.handler';
import { ReadMessageMutationResolver } from './commands/read-message-mutation/read-message-mutation.resolver';
import { SendMessageMutationHandler } from './commands/send-message-mutation/send-message-mutation.handler';
import { SendMessageMutationResolver } from './commands/send-message-mutation/send-message-mutation.resolver';
import { UpdateArchiveStateHandler } from './commands/update-archive-state/update-archive-state.handler';
import { UpdateArchiveStateResolver } from './commands/update-archive-state/update-archive-state.resolver';
import { ConversationAccess } from './conversation-access';
import { ConversationFieldsResolver, MessageFieldsResolver } from './conversation-fields.resolver';
import { GetConversationByIdHandler } from './queries/get-conversation-by-id/get-conversation-by-id.handler';
import { GetConversationByIdResolver } from './queries/get-conversation-by-id/get-conversation-by-id.resolver';
import { GetConversationsHandler } from './queries/get-conversations/get-conversations.handler';
import { GetConversationsResolver } from './queries/get-conversations/get-conversations.resolver';
import { GetMessagesForConversationHandler } from './queries/get-messages-for-conversation/get-messages-for-conversation.handler';
import { GetMessagesForConversationResolver } from './queries/get-messages-for-conversation/get-messages-for-conversation.resolver';
import { GetPaginatedConversationListHandler } from './queries/get-paginated-conversation-list/get-paginated-conversation-list.handler';
import { GetPaginatedConversationListResolver } from './queries/get-paginated-conversation-list/get-paginated-conversation-list.resolver';
import { GetUnreadMessageCountHandler } from './queries/get-unread-message-count/get-unread-message-count.handler';
import { GetUnreadMessageCountResolver } from './queries/get-unread-message-count/get-unread-message-count.resolver';
import { ConversationUpdatedHandler } from './subscriptions/conversation-updated/conversation-updated.handler';
import { ConversationUpdatedResolver } from './subscriptions/conversation-updated/conversation-updated.resolver';

/**
 * Conversations between a client and a tutor: the inbox, messages and their mutations. The
 * requests' workflow writes into them through the CommandPipeline (conversation-stream.ts);
 * ConversationAccess and the unread count serve the live subscriptions.
 */
@Module({
  imports: [AccountsModule],
  providers: [
    ConversationAccess,
    ConversationFieldsResolver,
    MessageFieldsResolver,
    GetPaginatedConversationListHandler,
    GetPaginatedConversationListResolver,
    GetConversationsHandler,
    GetConversationsResolver,
    GetConversationByIdHandler,
    GetConversationByIdResolver,
    GetMessagesForConversationHandler,
    GetMessagesForConversationResolver,
    GetUnreadMessageCountHandler,
    GetUnreadMessageCountResolver,
    SendMessageMutationHandler,
    SendMessageMutationResolver,
    ReadMessageMutationHandler,
    ReadMessageMutationResolver,
    UpdateArchiveStateHandler,
    UpdateArchiveStateResolver,
    ConversationUpdatedHandler,
    ConversationUpdatedResolver,
  ],
  exports: [ConversationAccess, GetUnreadMessageCountHandler, SendMessageMutationHandler],
})
export class ConversationsModule {}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { FilesModule } from '../files/files.module';
import { PairsModule } from '../pairs/pairs.module';
import { RequestsModule } from '../requests/requests.module';
import { SendAttachmentMessageHandler } from './commands/send-attachment-message/send-attachment-message.handler';
import { SendAttachmentMessageResolver } from './commands/send-attachment-message/send-attachment-message.resolver';
import { ConversationLinksResolver } from './conversation-links.resolver';
import { ConversationsModule } from './conversations.module';
import { GetPendingTutorRequestConversationsHandler } from './queries/get-pending-tutor-request-conversations/get-pending-tutor-request-conversations.handler';
import { GetPendingTutorRequestConversationsResolver } from './queries/get-pending-tutor-request-conversations/get-pending-tutor-request-conversations.resolver';

/**
 * What conversations take from the request, pair and files slices: Conversation.tutoringRequest and
 * .pair, and attachments. Apart from ConversationsModule, which those slices import themselves.
 */
@Module({
  imports: [AccountsModule, ConversationsModule, RequestsModule, PairsModule, FilesModule],
  providers: [
    ConversationLinksResolver,
    SendAttachmentMessageHandler,
    SendAttachmentMessageResolver,
    GetPendingTutorRequestConversationsHandler,
    GetPendingTutorRequestConversationsResolver,
  ],
})
export class ConversationLinksModule {}

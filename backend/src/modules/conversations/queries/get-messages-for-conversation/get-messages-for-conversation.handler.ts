import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { findMessage, findMessagesBefore } from '../../../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { ConversationAccess } from '../../conversation-access';
import { conversationIdFor } from '../../conversation-ids';
import { MessageModel, MessagePageModel } from '../../conversation.models';
import { ConversationErrors, MAX_MESSAGE_PAGE_SIZE } from '../../conversation-stream';

export const MessagesQueryMessages = {
  conversationNeeded: 'Please name the conversation: its id, or its two participants.',
} as const;

/** getMessagesForConversation: up to `limit` messages before `before` (the newest when null), oldest first; for its participants only. */
@Injectable()
export class GetMessagesForConversationHandler {
  constructor(
    private readonly access: ConversationAccess,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { viewerId: string; conversationId: string | null; users: readonly string[] | null; limit: number; before: string | null }): Promise<MessagePageModel> {
    const conversationId = input.conversationId ?? (input.users?.length === 2 ? conversationIdFor(input.users[0], input.users[1]) : null);
    if (!conversationId) throw DomainError.fromFieldErrors({ conversationId: MessagesQueryMessages.conversationNeeded });
    const conversation = await this.access.requireParticipant(conversationId, input.viewerId);
    const size = Math.min(Math.max(1, Math.floor(input.limit)), MAX_MESSAGE_PAGE_SIZE);
    let before: number | null = null;
    if (input.before) {
      const anchor = await findMessage(this.readModels, input.before);
      if (!anchor || anchor.conversationId !== conversationId) throw new NotFoundError(ConversationErrors.messageNotFound);
      before = anchor.revision;
    }
    const newestFirst = await findMessagesBefore(this.readModels, conversationId, before, size + 1);
    const page = newestFirst.slice(0, size).reverse();
    return { messages: page.map((message) => MessageModel.of(message, conversation)), hasMoreMessages: newestFirst.length > size };
  }
}

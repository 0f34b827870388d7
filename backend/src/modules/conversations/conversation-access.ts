import { Injectable } from '@nestjs/common';
import { ConversationMessages } from '../../../domain/conversations/conversation.rules';
import { ForbiddenError } from '../../../domain/shared/domain-error';
import { ConversationDocument, findConversation } from '../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { NotFoundError } from '../../graphql/graphql-errors';
import { ConversationErrors } from './conversation-stream';

/**
 * The one access rule of conversations: only its two participants see a conversation, its
 * messages and its request, or write into it (a stranger gets FORBIDDEN, as the tests require).
 */
@Injectable()
export class ConversationAccess {
  constructor(private readonly readModels: ReadModels) {}

  /**
   * The conversation when the viewer takes part in it; NOT_FOUND when it does not exist, FORBIDDEN for
   * a stranger. The read store's own document, frozen (every message sent and read asks): read it only.
   */
  async requireParticipant(conversationId: string, viewerId: string): Promise<ConversationDocument> {
    const conversation = await findConversation(this.readModels, conversationId, { readOnly: true });
    if (!conversation) throw new NotFoundError(ConversationErrors.notFound);
    if (conversation.clientId !== viewerId && conversation.tutorId !== viewerId) throw new ForbiddenError(ConversationMessages.notAParticipant);
    return conversation;
  }
}

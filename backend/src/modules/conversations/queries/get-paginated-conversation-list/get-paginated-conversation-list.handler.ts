import { Injectable } from '@nestjs/common';
import { ConversationRole, findInboxPage } from '../../../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { ConversationPageModel } from '../../conversation.models';
import { CONVERSATION_PAGE_SIZE } from '../../conversation-stream';
import { conversationsOfEntries } from '../../inbox';

/** getPaginatedConversationList: the Inbox, page `pageNumber` (from 1) of ten, latest activity first. */
@Injectable()
export class GetPaginatedConversationListHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string; pageNumber: number; role: ConversationRole; archived: boolean }): Promise<ConversationPageModel> {
    const { viewerId, role, archived } = input;
    const skip = (Math.max(1, Math.floor(input.pageNumber)) - 1) * CONVERSATION_PAGE_SIZE;
    const entries = await findInboxPage(this.readModels, { userId: viewerId, role, archived, skip, limit: CONVERSATION_PAGE_SIZE + 1 });
    const shown = entries.slice(0, CONVERSATION_PAGE_SIZE);
    return { conversations: await conversationsOfEntries(this.readModels, shown, viewerId), exhaustedConversations: entries.length <= CONVERSATION_PAGE_SIZE };
  }
}

import { Injectable } from '@nestjs/common';
import { findInboxOfUser } from '../../../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { ConversationModel } from '../../conversation.models';
import { conversationsOfEntries } from '../../inbox';

/** getConversations: all of the viewer's conversations, in both roles, archived or not; latest activity first. */
@Injectable()
export class GetConversationsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string }): Promise<ConversationModel[]> {
    return conversationsOfEntries(this.readModels, await findInboxOfUser(this.readModels, input.viewerId), input.viewerId);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { ConversationAccess } from '../../conversation-access';
import { ConversationModel } from '../../conversation.models';
import { conversationSeenBy } from '../../inbox';

/** getConversationByID: one of the viewer's conversations; FORBIDDEN for anyone but its two participants. */
@Injectable()
export class GetConversationByIdHandler {
  constructor(
    private readonly access: ConversationAccess,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { conversationId: string; viewerId: string }): Promise<ConversationModel> {
    return conversationSeenBy(this.readModels, await this.access.requireParticipant(input.conversationId, input.viewerId), input.viewerId);
  }
}

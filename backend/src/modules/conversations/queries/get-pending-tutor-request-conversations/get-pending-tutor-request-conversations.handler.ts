import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findConversationIdsWithPendingRequests } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { ConversationAccess } from '../../conversation-access';
import { ConversationModel } from '../../conversation.models';
import { conversationSeenBy } from '../../inbox';

/** getPendingTutorRequestConversations: the tutor's conversations with a request still waiting for their answer, newest request first. */
@Injectable()
export class GetPendingTutorRequestConversationsHandler {
  constructor(
    private readonly access: ConversationAccess,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { viewerId: string }): Promise<ConversationModel[]> {
    const ids = await findConversationIdsWithPendingRequests(this.readModels, input.viewerId);
    return Promise.all(
      ids.map(async (conversationId) => conversationSeenBy(this.readModels, await this.access.requireParticipant(conversationId, input.viewerId), input.viewerId)),
    );
  }
}

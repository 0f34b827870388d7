import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { ConversationAccess } from '../../conversation-access';
import { ConversationModel } from '../../conversation.models';
import { conversationStream } from '../../conversation-stream';
import { conversationSeenBy } from '../../inbox';

/** updateArchiveState: moves the conversation to the viewer's archived or active ones (the other participant is not affected). */
@Injectable()
export class UpdateArchiveStateHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ConversationAccess,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { conversationId: string; userId: string; isArchived: boolean }, context: CommandContext): Promise<ConversationModel> {
    const { conversationId, userId, isArchived } = input;
    await this.access.requireParticipant(conversationId, userId);
    await this.pipeline.run(
      conversationStream.decider,
      conversationStream.streamIdOf(conversationId),
      { type: 'SetArchiveState', data: { userId, isArchived } },
      context,
      { awaitReadModels: conversationStream.readModels },
    );
    return conversationSeenBy(this.readModels, await this.access.requireParticipant(conversationId, userId), userId);
  }
}

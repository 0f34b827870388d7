import { Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { ConversationAccess } from '../../conversation-access';
import { conversationStream } from '../../conversation-stream';

/** readMessageMutation: the viewer has read every message of the conversation so far. */
@Injectable()
export class ReadMessageMutationHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ConversationAccess,
  ) {}

  async execute(input: { conversationId: string; readerId: string }, context: CommandContext): Promise<void> {
    await this.access.requireParticipant(input.conversationId, input.readerId);
    await this.pipeline.run(
      conversationStream.decider,
      conversationStream.streamIdOf(input.conversationId),
      { type: 'ReadMessages', data: { readerId: input.readerId } },
      context,
      { awaitReadModels: conversationStream.readModels },
    );
  }
}

import { Injectable } from '@nestjs/common';
import { MessageType } from '../../../../../domain/conversations/conversation.events';
import { UploadedFile } from '../../../../../domain/files/uploaded-file';
import { findMessage, messageDocumentOf, otherParticipant } from '../../../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { ConversationAccess } from '../../conversation-access';
import { messageIdFor } from '../../conversation-ids';
import { MessageModel } from '../../conversation.models';
import { ConversationErrors, conversationStream } from '../../conversation-stream';

export interface SendMessageInput {
  conversationId: string;
  senderId: string;
  message: { type: Exclude<MessageType, 'REQUEST' | 'SYSTEM'>; body: string; file: UploadedFile | null };
  /** The same key again (a retry) names the same message, recorded and answered once. */
  idempotencyKey: string | null;
}

/** sendMessageMutation (and sendAttachmentMessage after its upload): a participant's message, retry-safe with an idempotency key. */
@Injectable()
export class SendMessageMutationHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ConversationAccess,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: SendMessageInput, context: CommandContext): Promise<MessageModel> {
    const { conversationId, senderId, message } = input;
    const conversation = await this.access.requireParticipant(conversationId, senderId);
    const messageId = messageIdFor(senderId, input.idempotencyKey);
    // A retry records nothing and waits for the first send's position; its outcome carries the first send's events.
    const outcome = await this.pipeline.run(
      conversationStream.decider,
      conversationStream.streamIdOf(conversationId),
      { type: 'SendMessage', data: { messageId, fromUserId: senderId, ...message } },
      context,
      { awaitReadModels: conversationStream.readModels, answersFromRecorded: true },
    );
    const shown = await findMessage(this.readModels, messageId);
    if (shown) return MessageModel.of(shown, conversation);
    // The read models missed the read-your-writes wait (an overloaded server), yet the message is
    // recorded: it is answered from its event, so the sender is not told it failed (and does not resend).
    const sent = outcome.recorded.find(({ event }) => event.type === 'MessageSent' && event.data.messageId === messageId);
    if (sent?.event.type !== 'MessageSent') throw new NotFoundError(ConversationErrors.messageNotFound);
    return MessageModel.of(messageDocumentOf(sent.event, otherParticipant(conversation, senderId), sent), conversation);
  }

  /** A message as a participant of its conversation sees it. */
  async messageSeenBy(messageId: string, viewerId: string): Promise<MessageModel> {
    const message = await findMessage(this.readModels, messageId);
    if (!message) throw new NotFoundError(ConversationErrors.messageNotFound);
    const conversation = await this.access.requireParticipant(message.conversationId, viewerId);
    return MessageModel.of(message, conversation);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { MessageType } from '../../../domain/conversations/conversation.events';
import { UploadedFile } from '../../../domain/files/uploaded-file';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { CommandContext } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore } from '../../../platform/eventstore/event-store.port';
import { ConversationCommands } from './conversation-commands.service';
import { messageIdFor } from './conversation-ids';
import { MessageModel } from './conversation.models';
import { CONVERSATION_READ_MODELS } from './conversation-read-models';
import { ConversationViews } from './conversation-views.service';

/** Sending a message as a participant, retry-safe: with an idempotency key a retry answers the message recorded the first time. */
@Injectable()
export class MessageSending {
  constructor(
    private readonly conversations: ConversationCommands,
    private readonly views: ConversationViews,
    private readonly runtime: CommandRuntime,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async send(
    conversationId: string,
    senderId: string,
    message: { type: Exclude<MessageType, 'REQUEST' | 'SYSTEM'>; body: string; file: UploadedFile | null },
    idempotencyKey: string | null,
    context: CommandContext,
  ): Promise<MessageModel> {
    await this.views.requireParticipant(conversationId, senderId);
    const messageId = messageIdFor(senderId, idempotencyKey);
    const outcome = await this.conversations.run(conversationId, { type: 'SendMessage', data: { messageId, fromUserId: senderId, ...message } }, context);
    // A retry records nothing: make sure the first send is readable before answering with it.
    if (outcome.position === 0) await this.runtime.awaitReadModels(await this.eventStore.headPosition(), CONVERSATION_READ_MODELS);
    return this.views.message(messageId, senderId);
  }
}

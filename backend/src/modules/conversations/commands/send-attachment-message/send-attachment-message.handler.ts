import { Injectable } from '@nestjs/common';
import { findMessage } from '../../../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { FileUploads } from '../../../files/file-uploads.service';
import { ReceivedUpload } from '../../../files/upload/upload.scalar';
import { ConversationAccess } from '../../conversation-access';
import { messageIdFor } from '../../conversation-ids';
import { MessageModel } from '../../conversation.models';
import { SendMessageMutationHandler } from '../send-message-mutation/send-message-mutation.handler';

/** sendAttachmentMessage: stores the upload and sends it as an ATTACHMENT message; a retry with the same key stores nothing more and answers the first message. */
@Injectable()
export class SendAttachmentMessageHandler {
  constructor(
    private readonly access: ConversationAccess,
    private readonly uploads: FileUploads,
    private readonly sending: SendMessageMutationHandler,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { conversationId: string; senderId: string; file: ReceivedUpload; idempotencyKey: string | null }, context: CommandContext): Promise<MessageModel> {
    const { conversationId, senderId, idempotencyKey } = input;
    // Checked before storing anything: a stranger's upload never reaches the file store.
    await this.access.requireParticipant(conversationId, senderId);
    if (idempotencyKey) {
      const messageId = messageIdFor(senderId, idempotencyKey);
      if (await findMessage(this.readModels, messageId)) return this.sending.messageSeenBy(messageId, senderId);
    }
    const stored = await this.uploads.store(input.file, senderId);
    return this.sending.execute({ conversationId, senderId, message: { type: 'ATTACHMENT', body: stored.filename, file: stored }, idempotencyKey }, context);
  }
}

import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { FileUploads } from '../../../files/file-uploads.service';
import { ReceivedUpload, UploadScalar } from '../../../files/upload/upload.scalar';
import { ConversationCommands } from '../../conversation-commands.service';
import { MessageModel } from '../../conversation.models';
import { ConversationViews } from '../../conversation-views.service';
import { MessageSending } from '../../message-sending.service';

@Resolver()
export class SendAttachmentMessageResolver {
  constructor(
    private readonly conversations: ConversationCommands,
    private readonly views: ConversationViews,
    private readonly sending: MessageSending,
    private readonly uploads: FileUploads,
  ) {}

  @SignedIn()
  @Mutation(() => MessageModel, {
    description:
      'Uploads a file (multipart, same limits as uploadFile) and sends it into the conversation `targetId` (a conversation id). With the same `idempotencyKey` a retry shows the message once.',
  })
  async sendAttachmentMessage(
    @Args('file', { type: () => UploadScalar }) file: ReceivedUpload,
    @Args('targetId', { type: () => ID, description: 'The conversation id.' }) targetId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string | null,
  ): Promise<MessageModel> {
    // Checked before storing anything: a stranger's upload never reaches the file store.
    await this.views.requireParticipant(targetId, viewer.userId);
    const stored = await this.uploads.store(file, viewer.userId);
    return this.sending.send(targetId, viewer.userId, { type: 'ATTACHMENT', body: stored.filename, file: stored }, idempotencyKey ?? null, this.conversations.contextOf(context, viewer.userId));
  }
}

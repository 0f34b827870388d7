import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReceivedUpload, UploadScalar } from '../../../files/upload/upload.scalar';
import { MessageModel } from '../../conversation.models';
import { SendAttachmentMessageHandler } from './send-attachment-message.handler';

@Resolver()
export class SendAttachmentMessageResolver {
  constructor(
    private readonly handler: SendAttachmentMessageHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => MessageModel, {
    description:
      'Uploads a file (multipart, same limits as uploadFile) and sends it into the conversation `targetId` (a conversation id). With the same `idempotencyKey` a retry shows the message once.',
  })
  sendAttachmentMessage(
    @Args('file', { type: () => UploadScalar }) file: ReceivedUpload,
    @Args('targetId', { type: () => ID, description: 'The conversation id.' }) targetId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string | null,
  ): Promise<MessageModel> {
    return this.handler.execute(
      { conversationId: targetId, senderId: viewer.userId, file, idempotencyKey: idempotencyKey ?? null },
      this.pipeline.contextOf(context, viewer.userId, idempotencyKey),
    );
  }
}

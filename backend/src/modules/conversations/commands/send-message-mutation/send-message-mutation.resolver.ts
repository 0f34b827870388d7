import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { MessageModel } from '../../conversation.models';
import { SendMessageMutationHandler } from './send-message-mutation.handler';

@Resolver()
export class SendMessageMutationResolver {
  constructor(
    private readonly handler: SendMessageMutationHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => MessageModel, {
    description:
      'Sends a text message into the conversation `targetId` (a conversation id). Give the same `idempotencyKey` when retrying: the message is then recorded and shown once.',
  })
  sendMessageMutation(
    @Args('body', { type: () => String }) body: string,
    @Args('targetId', { type: () => ID, description: 'The conversation id.' }) targetId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string | null,
  ): Promise<MessageModel> {
    return this.handler.execute(
      { conversationId: targetId, senderId: viewer.userId, message: { type: 'TEXT', body, file: null }, idempotencyKey: idempotencyKey ?? null },
      this.pipeline.contextOf(context, viewer.userId, idempotencyKey),
    );
  }
}

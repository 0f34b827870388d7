import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationCommands } from '../../conversation-commands.service';
import { MessageModel } from '../../conversation.models';
import { MessageSending } from '../../message-sending.service';

@Resolver()
export class SendMessageMutationResolver {
  constructor(
    private readonly conversations: ConversationCommands,
    private readonly sending: MessageSending,
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
    return this.sending.send(targetId, viewer.userId, { type: 'TEXT', body, file: null }, idempotencyKey ?? null, this.conversations.contextOf(context, viewer.userId));
  }
}

import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { AddFeedbackToSessionV2Handler } from './add-feedback-to-session-v2.handler';
import { FormResponseInput } from './add-feedback-to-session-v2.input';

@Resolver()
export class AddFeedbackToSessionV2Resolver {
  constructor(
    private readonly handler: AddFeedbackToSessionV2Handler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => ID, { description: 'A participant’s answers to a feedback form about a session that has ended (a form assessment response); answers its id.' })
  addFeedbackToSessionV2(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('formName', { type: () => String }) formName: string,
    @Args('responses', { type: () => [FormResponseInput] }) responses: FormResponseInput[],
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('receivingUserId', { type: () => ID, nullable: true, description: 'The participant the feedback is about.' }) receivingUserId?: string | null,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'The same key on a retry records the form once.' }) idempotencyKey?: string | null,
  ): Promise<string> {
    return this.handler.execute(
      { sessionId, userId: viewer.userId, formName, responses, receivingUserId: receivingUserId ?? null, idempotencyKey: idempotencyKey ?? null },
      this.pipeline.contextOf(context, viewer.userId, idempotencyKey),
    );
  }
}

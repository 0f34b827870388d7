import { Args, Field, ID, InputType, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionFeedback } from '../../session-feedback.service';

@InputType('FormResponseInput')
export class FormResponseInput {
  @Field(() => String) question!: string;
  @Field(() => String) response!: string;
}

@Resolver()
export class AddFeedbackToSessionV2Resolver {
  constructor(
    private readonly feedback: SessionFeedback,
    private readonly sessions: SessionCommands,
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
    return this.feedback.submitFormResponse(
      { sessionId, formName, responses, receivingUserId: receivingUserId ?? null, idempotencyKey: idempotencyKey ?? null },
      this.sessions.contextOf(context, viewer.userId),
    );
  }
}

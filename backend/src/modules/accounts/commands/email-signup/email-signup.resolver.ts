import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { AuthPayloadModel } from '../../user.model';
import { EmailSignupHandler } from './email-signup.handler';
import { EmailSignupInput } from './email-signup.input';

@Resolver()
export class EmailSignupResolver {
  constructor(
    private readonly handler: EmailSignupHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description:
      'Creates an account, signs it in and e-mails a verification link. Give the same `idempotencyKey` when retrying: one account is made and the retry signs it in.',
  })
  async emailSignup(
    @Args('input') input: EmailSignupInput,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per sign-up form sent, kept across retries of it: a retry makes no second account and signs the first one in.' }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const signedIn = input.referralCode ? await context.viewer() : null;
    const claims = await this.handler.execute({ form: input, signedInUserId: signedIn?.userId ?? null }, this.pipeline.contextOf(context, null, idempotencyKey));
    return { token: this.sessions.start(context.res, claims) };
  }
}

import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { SessionIssuer } from '../../../accounts/auth/session-issuer.service';
import { AuthPayloadModel } from '../../../accounts/user.model';
import { EmailSignupClientPersonalizedHandler } from './email-signup-client-personalized.handler';
import { EmailSignupClientPersonalizedInput } from './email-signup-client-personalized.input';

@Resolver()
export class EmailSignupClientPersonalizedResolver {
  constructor(
    private readonly handler: EmailSignupClientPersonalizedHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description: "A client's sign-up from a personalised link (getHubSpotEmailSignup prefilled it): signs in and e-mails a verification link, as emailSignup does, and marks the link's lead CONVERTED.",
  })
  async emailSignupClientPersonalized(
    @Args('input') input: EmailSignupClientPersonalizedInput,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per sign-up form sent, kept across retries: a retry makes no second account and signs the first one in.' }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const claims = await this.handler.execute(input, this.pipeline.contextOf(context, null, idempotencyKey));
    return { token: this.sessions.start(context.res, claims) };
  }
}

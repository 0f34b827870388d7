import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { LoginPayloadModel, LoginStatusEnum } from '../../user.model';
import { GoogleLoginHandler } from './google-login.handler';

@Resolver()
export class GoogleLoginResolver {
  constructor(
    private readonly handler: GoogleLoginHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => LoginPayloadModel, {
    description: 'Signs in with a Google token (getProviderSignInUrl): the account linked to that Google account, or joins the account with its address when Google verified it. Open to visitors.',
  })
  async googleLogin(@Args('accessToken', { type: () => String, description: "The ID token Google returned (the stand-in's token without a provider configured)." }) accessToken: string, @Context() context: GraphqlContext): Promise<LoginPayloadModel> {
    const { claims, emailVerified } = await this.handler.execute({ accessToken }, this.pipeline.contextOf(context, null));
    return { token: this.sessions.start(context.res, claims), status: emailVerified ? LoginStatusEnum.SUCCESS : LoginStatusEnum.EMAIL_NOT_VERIFIED };
  }
}

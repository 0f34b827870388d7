import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { LoginPayloadModel, LoginStatusEnum } from '../../user.model';
import { FacebookLoginHandler } from './facebook-login.handler';

@Resolver()
export class FacebookLoginResolver {
  constructor(
    private readonly handler: FacebookLoginHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => LoginPayloadModel, {
    description: 'Signs in with a Facebook token (getProviderSignInUrl): the account linked to that Facebook account, or joins the account with its address when Facebook verified it. Open to visitors.',
  })
  async facebookLogin(@Args('accessToken', { type: () => String, description: "The user access token Facebook returned (the stand-in's token without a provider configured)." }) accessToken: string, @Context() context: GraphqlContext): Promise<LoginPayloadModel> {
    const { claims, emailVerified } = await this.handler.execute({ accessToken }, this.pipeline.contextOf(context, null));
    return { token: this.sessions.start(context.res, claims), status: emailVerified ? LoginStatusEnum.SUCCESS : LoginStatusEnum.EMAIL_NOT_VERIFIED };
  }
}

import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { LoginPayloadModel, LoginStatusEnum } from '../../user.model';
import { EmailLoginV2Handler } from './email-login-v2.handler';

@Resolver()
export class EmailLoginV2Resolver {
  constructor(
    private readonly handler: EmailLoginV2Handler,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => LoginPayloadModel, { description: 'Signs in with e-mail and password; status tells whether the e-mail still needs verifying.' })
  async emailLoginV2(
    @Args('email', { type: () => String }) email: string,
    @Args('password', { type: () => String }) password: string,
    @Context() context: GraphqlContext,
  ): Promise<LoginPayloadModel> {
    const { claims, emailVerified } = await this.handler.execute({ email, password, ip: context.ip });
    const token = this.sessions.start(context.res, claims);
    return { token, status: emailVerified ? LoginStatusEnum.SUCCESS : LoginStatusEnum.EMAIL_NOT_VERIFIED };
  }
}

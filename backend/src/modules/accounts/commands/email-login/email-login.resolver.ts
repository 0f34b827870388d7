import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { LoginPayloadModel, LoginStatusEnum } from '../../user.model';
import { EmailLoginHandler } from './email-login.handler';

@Resolver()
export class EmailLoginResolver {
  constructor(
    private readonly handler: EmailLoginHandler,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => LoginPayloadModel, { description: 'For older clients: answers exactly as emailLoginV2.' })
  async emailLogin(
    @Args('email', { type: () => String }) email: string,
    @Args('password', { type: () => String }) password: string,
    @Context() context: GraphqlContext,
  ): Promise<LoginPayloadModel> {
    const { claims, emailVerified } = await this.handler.execute({ email, password, ip: context.ip });
    const token = this.sessions.start(context.res, claims);
    return { token, status: emailVerified ? LoginStatusEnum.SUCCESS : LoginStatusEnum.EMAIL_NOT_VERIFIED };
  }
}

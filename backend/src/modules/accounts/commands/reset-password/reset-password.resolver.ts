import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { AuthPayloadModel } from '../../user.model';
import { ResetPasswordHandler } from './reset-password.handler';

@Resolver()
export class ResetPasswordResolver {
  constructor(
    private readonly handler: ResetPasswordHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, { description: 'Sets a new password with the token from a reset e-mail and signs the user in.' })
  async resetPassword(
    @Args('token', { type: () => String }) token: string,
    @Args('newPass', { type: () => String }) newPass: string,
    @Context() context: GraphqlContext,
  ): Promise<AuthPayloadModel> {
    const claims = await this.handler.execute({ token, newPass }, this.pipeline.contextOf(context, null));
    return { token: this.sessions.start(context.res, claims) };
  }
}

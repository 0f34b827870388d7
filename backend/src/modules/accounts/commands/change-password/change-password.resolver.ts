import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { AuthPayloadModel } from '../../user.model';
import { ChangePasswordHandler } from './change-password.handler';

@Resolver()
export class ChangePasswordResolver {
  constructor(
    private readonly handler: ChangePasswordHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @SignedIn()
  @Mutation(() => AuthPayloadModel, { description: 'Changes the password; signs out every other session and returns a new token.' })
  async changePassword(
    @Args('oldPass', { type: () => String }) oldPass: string,
    @Args('newPass', { type: () => String }) newPass: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<AuthPayloadModel> {
    const claims = await this.handler.execute(
      { userId: viewer.userId, oldPass, newPass, sessionPasswordVersion: viewer.user.passwordVersion },
      this.pipeline.contextOf(context, viewer.userId),
    );
    return { token: this.sessions.start(context.res, claims) };
  }
}

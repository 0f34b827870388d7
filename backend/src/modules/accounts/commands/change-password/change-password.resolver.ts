import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { UserCommands } from '../../user-commands.service';
import { AuthPayloadModel } from '../../user.model';
import { ChangePasswordCommand } from './change-password.command';

@Resolver()
export class ChangePasswordResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UserCommands,
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
    const claims = await this.commandBus.execute(
      new ChangePasswordCommand(viewer.userId, oldPass, newPass, this.users.contextOf(context, viewer.userId)),
    );
    return { token: this.sessions.start(context.res, claims) };
  }
}

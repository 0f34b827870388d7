import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { UserCommands } from '../../user-commands.service';
import { AuthPayloadModel } from '../../user.model';
import { ResetPasswordCommand } from './reset-password.command';

@Resolver()
export class ResetPasswordResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UserCommands,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, { description: 'Sets a new password with the token from a reset e-mail and signs the user in.' })
  async resetPassword(
    @Args('token', { type: () => String }) token: string,
    @Args('newPass', { type: () => String }) newPass: string,
    @Context() context: GraphqlContext,
  ): Promise<AuthPayloadModel> {
    const claims = await this.commandBus.execute(new ResetPasswordCommand(token, newPass, this.users.contextOf(context, null)));
    return { token: this.sessions.start(context.res, claims) };
  }
}

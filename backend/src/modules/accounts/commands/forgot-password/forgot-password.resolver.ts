import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { LoginAttempts } from '../../login-attempts';
import { UserCommands } from '../../user-commands.service';
import { ForgotPasswordCommand } from './forgot-password.command';

@Resolver()
export class ForgotPasswordResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UserCommands,
    private readonly attempts: LoginAttempts,
  ) {}

  @Mutation(() => Boolean, {
    description: 'E-mails a link to /reset-password/{token} when the address has an account; always true, so it reveals nothing.',
  })
  async forgotPassword(@Args('email', { type: () => String }) email: string, @Context() context: GraphqlContext): Promise<boolean> {
    // Counted with logins, so the form cannot be used to flood an inbox.
    await this.attempts.admit(email.trim().toLowerCase(), context.ip);
    await this.commandBus.execute(new ForgotPasswordCommand(email, this.users.contextOf(context, null)));
    return true;
  }
}

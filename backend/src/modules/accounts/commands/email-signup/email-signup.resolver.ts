import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { UserCommands } from '../../user-commands.service';
import { AuthPayloadModel } from '../../user.model';
import { EmailSignupCommand } from './email-signup.command';
import { EmailSignupInput } from './email-signup.input';

@Resolver()
export class EmailSignupResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UserCommands,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, { description: 'Creates an account, signs it in and e-mails a verification link.' })
  async emailSignup(@Args('input') input: EmailSignupInput, @Context() context: GraphqlContext): Promise<AuthPayloadModel> {
    const signedIn = input.referralCode ? await context.viewer() : null;
    const claims = await this.commandBus.execute(new EmailSignupCommand(input, this.users.contextOf(context, null), signedIn?.userId ?? null));
    return { token: this.sessions.start(context.res, claims) };
  }
}

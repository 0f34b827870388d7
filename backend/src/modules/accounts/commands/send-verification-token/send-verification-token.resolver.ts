import { CommandBus } from '@nestjs/cqrs';
import { Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserCommands } from '../../user-commands.service';
import { SendVerificationTokenCommand } from './send-verification-token.command';

@Resolver()
export class SendVerificationTokenResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UserCommands,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'E-mails the signed-in user a link to /welcome/verify-account.' })
  async sendVerificationToken(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.commandBus.execute(new SendVerificationTokenCommand(viewer.userId, this.users.contextOf(context, viewer.userId)));
    return true;
  }
}

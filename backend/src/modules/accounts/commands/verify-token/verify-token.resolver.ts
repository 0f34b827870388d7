import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { UserCommands } from '../../user-commands.service';
import { VerifyTokenCommand } from './verify-token.command';

@Resolver()
export class VerifyTokenResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UserCommands,
  ) {}

  @Mutation(() => Boolean, { description: 'Verifies an e-mail address with the token from the e-mailed link.' })
  async verifyToken(@Args('token', { type: () => String }) token: string, @Context() context: GraphqlContext): Promise<boolean> {
    await this.commandBus.execute(new VerifyTokenCommand(token, this.users.contextOf(context, null)));
    return true;
  }
}

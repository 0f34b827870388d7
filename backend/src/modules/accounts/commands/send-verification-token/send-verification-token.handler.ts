import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { EmailedLinks } from '../../emailed-links.service';
import { UserCommands } from '../../user-commands.service';
import { SendVerificationTokenCommand } from './send-verification-token.command';

@CommandHandler(SendVerificationTokenCommand)
export class SendVerificationTokenHandler implements ICommandHandler<SendVerificationTokenCommand> {
  constructor(
    private readonly users: UserCommands,
    private readonly links: EmailedLinks,
  ) {}

  async execute({ userId, context }: SendVerificationTokenCommand): Promise<void> {
    const user = await this.users.load(userId);
    if (!user) throw new UnauthenticatedError();
    await this.links.sendVerification(user, context);
  }
}

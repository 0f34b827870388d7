import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountMessages } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { EmailedLinks } from '../../emailed-links.service';
import { UserCommands } from '../../user-commands.service';
import { VerifyTokenCommand } from './verify-token.command';

@CommandHandler(VerifyTokenCommand)
export class VerifyTokenHandler implements ICommandHandler<VerifyTokenCommand> {
  constructor(
    private readonly users: UserCommands,
    private readonly links: EmailedLinks,
  ) {}

  async execute({ token, context }: VerifyTokenCommand): Promise<void> {
    const userId = await this.links.redeemVerification(token);
    if (!userId) throw new DomainError(AccountMessages.invalidVerificationToken, { token: AccountMessages.invalidVerificationToken });
    await this.users.run(userId, { type: 'VerifyEmail', data: {} }, { ...context, actorId: userId });
  }
}

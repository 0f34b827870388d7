import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountMessages, isValidPassword } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { passwordKey } from '../../auth/credential-keys';
import { hashPassword } from '../../auth/password-hasher';
import { SessionClaims } from '../../auth/session-token.service';
import { EmailedLinks } from '../../emailed-links.service';
import { UserCommands } from '../../user-commands.service';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly users: UserCommands,
    private readonly links: EmailedLinks,
  ) {}

  async execute({ token, newPass, context }: ResetPasswordCommand): Promise<SessionClaims> {
    // Checked before the token is spent, so a too-short password does not burn the link.
    if (!isValidPassword(newPass)) throw new DomainError(AccountMessages.invalidPassword, { newPass: AccountMessages.invalidPassword });
    const userId = await this.links.redeemPasswordReset(token);
    if (!userId) throw new DomainError(AccountMessages.invalidResetToken, { token: AccountMessages.invalidResetToken });
    await this.credentials.put(passwordKey(userId), { hash: await hashPassword(newPass) });
    await this.users.run(userId, { type: 'ResetPassword', data: { newPassword: newPass } }, { ...context, actorId: userId });
    const user = await this.users.load(userId);
    if (!user) throw new DomainError(AccountMessages.invalidResetToken);
    return { userId, passwordVersion: user.passwordVersion };
  }
}

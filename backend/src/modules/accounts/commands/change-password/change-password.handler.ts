import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountMessages, isValidPassword } from '../../../../../domain/accounts/account.rules';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { passwordKey } from '../../auth/credential-keys';
import { hashPassword, verifyPassword } from '../../auth/password-hasher';
import { SessionClaims } from '../../auth/session-token.service';
import { UserCommands } from '../../user-commands.service';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly users: UserCommands,
  ) {}

  async execute({ userId, oldPass, newPass, context }: ChangePasswordCommand): Promise<SessionClaims> {
    const stored = await this.credentials.get(passwordKey(userId));
    const oldMatches = typeof stored?.hash === 'string' && (await verifyPassword(stored.hash, oldPass));
    throwIfInvalid({
      oldPass: oldMatches ? undefined : AccountMessages.wrongOldPassword,
      newPass: isValidPassword(newPass) ? undefined : AccountMessages.invalidPassword,
    });
    // The hash is replaced before the event is appended: a crash in between leaves the new
    // password working and old sessions alive, never a recorded change with the old password.
    await this.credentials.put(passwordKey(userId), { hash: await hashPassword(newPass) });
    await this.users.run(userId, { type: 'ChangePassword', data: { newPassword: newPass } }, context);
    const user = await this.users.load(userId);
    if (!user) throw new DomainError('This account does not exist.');
    return { userId, passwordVersion: user.passwordVersion };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages, isValidPassword } from '../../../../../domain/accounts/account.rules';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { passwordKey } from '../../auth/credential-keys';
import { hashPassword, verifyPassword } from '../../auth/password-hasher';
import { SessionClaims } from '../../auth/session-token.service';
import { userStream } from '../../user-stream';

/** changePassword: checks the old password, records the change; the claims of a fresh session (earlier tokens are revoked). */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; oldPass: string; newPass: string }, context: CommandContext): Promise<SessionClaims> {
    const { userId, oldPass, newPass } = input;
    const stored = await this.credentials.get(passwordKey(userId));
    const oldMatches = typeof stored?.hash === 'string' && (await verifyPassword(stored.hash, oldPass));
    throwIfInvalid({
      oldPass: oldMatches ? undefined : AccountMessages.wrongOldPassword,
      newPass: isValidPassword(newPass) ? undefined : AccountMessages.invalidPassword,
    });
    // The hash is replaced before the event is appended: a crash in between leaves the new
    // password working and old sessions alive, never a recorded change with the old password.
    await this.credentials.put(passwordKey(userId), { hash: await hashPassword(newPass) });
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), { type: 'ChangePassword', data: { newPassword: newPass } }, context, {
      awaitReadModels: userStream.readModels,
    });
    const user = await findUserById(this.readModels, userId);
    if (!user) throw new DomainError('This account does not exist.');
    return { userId, passwordVersion: user.passwordVersion };
  }
}

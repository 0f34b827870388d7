import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages, isValidPassword } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { passwordKey } from '../../auth/credential-keys';
import { hashPassword } from '../../auth/password-hasher';
import { SessionRevocation } from '../../auth/session-revocation';
import { SessionClaims } from '../../auth/session-token.service';
import { EmailedLinks } from '../../emailed-links';
import { userStream } from '../../user-stream';

/** resetPassword: spends the e-mailed token, sets the new password, ends every earlier session; the claims of a fresh session. */
@Injectable()
export class ResetPasswordHandler {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly links: EmailedLinks,
    private readonly revocation: SessionRevocation,
  ) {}

  async execute(input: { token: string; newPass: string }, context: CommandContext): Promise<SessionClaims> {
    const { token, newPass } = input;
    // Checked before the token is spent, so a too-short password does not burn the link.
    if (!isValidPassword(newPass)) throw new DomainError(AccountMessages.invalidPassword, { newPass: AccountMessages.invalidPassword });
    const userId = await this.links.redeemPasswordReset(token);
    if (!userId) throw new DomainError(AccountMessages.invalidResetToken, { token: AccountMessages.invalidResetToken });
    await this.credentials.put(passwordKey(userId), { hash: await hashPassword(newPass) });
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), { type: 'ResetPassword', data: { newPassword: newPass } }, { ...context, actorId: userId }, {
      awaitReadModels: userStream.readModels,
    });
    const user = await findUserById(this.readModels, userId);
    if (!user) throw new DomainError(AccountMessages.invalidResetToken);
    await this.revocation.endSessionsBefore(userId, user.passwordVersion);
    return { userId, passwordVersion: user.passwordVersion };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages, normaliseEmail } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { EmailAddressStreams } from '../../account-lookup';
import { passwordKey } from '../../auth/credential-keys';
import { hashNeedsRenewal, hashPassword, verifyAgainstDecoy, verifyPassword } from '../../auth/password-hasher';
import { SessionClaims } from '../../auth/session-token.service';
import { LoginAttempts } from '../../login-attempts';

/**
 * emailLoginV2: decides nothing and records no event. The address stream names the account, the
 * CredentialStore holds the hash (renewed when made with older settings); the claims of the session
 * to start and whether the e-mail is verified.
 */
@Injectable()
export class EmailLoginV2Handler {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly readModels: ReadModels,
    private readonly attempts: LoginAttempts,
    private readonly emailAddresses: EmailAddressStreams,
  ) {}

  async execute(input: { email: string; password: string; ip: string }): Promise<{ claims: SessionClaims; emailVerified: boolean }> {
    const email = normaliseEmail(input.email);
    await this.attempts.admit(email, input.ip);
    const invalid = new DomainError(AccountMessages.invalidCredentials);
    const userId = await this.emailAddresses.userIdReserving(email);
    const stored = userId ? await this.credentials.get(passwordKey(userId)) : null;
    if (!userId || typeof stored?.hash !== 'string') {
      await verifyAgainstDecoy(input.password);
      throw invalid;
    }
    if (!(await verifyPassword(stored.hash, input.password))) throw invalid;
    const user = await findUserById(this.readModels, userId);
    if (!user) throw invalid;
    // A hash made with older settings is replaced now, the one time the password is at hand; only if
    // no change of password landed meanwhile (replace compares), else the change would be undone.
    if (hashNeedsRenewal(stored.hash)) await this.credentials.replace(passwordKey(userId), stored, { ...stored, hash: await hashPassword(input.password) });
    await this.attempts.succeeded(email);
    return { claims: { userId, passwordVersion: user.passwordVersion }, emailVerified: user.email.verified };
  }
}

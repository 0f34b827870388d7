import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '../../../domain/accounts/account.rules';
import { CREDENTIAL_STORE, CredentialStore } from '../../../platform/credentials/credential-store.port';
import { UserDocument } from '../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { AccountMail } from './account-mail';
import { emailVerificationKey, newEmailedToken, passwordResetKey } from './auth/credential-keys';
import { userStream } from './user-stream';

/**
 * Single-use links sent by e-mail. The token goes only into the e-mail; the CredentialStore keeps
 * its hash with an expiry, and the log records that a link was requested, never the token. A
 * request whose idempotency key had already recorded the link sends nothing again.
 */
@Injectable()
export class EmailedLinks {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly pipeline: CommandPipeline,
    private readonly mail: AccountMail,
  ) {}

  async sendVerification(user: UserDocument, context: CommandContext): Promise<void> {
    const expiresAt = new Date(context.now.getTime() + EMAIL_VERIFICATION_TTL_MS);
    const outcome = await this.pipeline.run(userStream.decider, userStream.streamIdOf(user._id), { type: 'RequestEmailVerification', data: { expiresAt } }, context);
    // Mailed before the read-your-writes wait: a wait that times out is retried, and the retry (a replay) mails nothing.
    if (!outcome.replayed) {
      const token = await this.storeToken(emailVerificationKey, user._id, expiresAt);
      await this.mail.sendVerification(user.email.address, user.profile.firstName, user.profile.languagePreference, token);
    }
    await this.pipeline.awaitReadModels(outcome.position, userStream.readModels);
  }

  async sendPasswordReset(user: UserDocument, context: CommandContext): Promise<void> {
    const expiresAt = new Date(context.now.getTime() + PASSWORD_RESET_TTL_MS);
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(user._id), { type: 'RequestPasswordReset', data: { expiresAt } }, context, {
      awaitReadModels: userStream.readModels,
    });
    const token = await this.storeToken(passwordResetKey, user._id, expiresAt);
    await this.mail.sendPasswordReset(user.email.address, user.profile.firstName, user.profile.languagePreference, token);
  }

  private async storeToken(keyOf: (token: string) => string, userId: string, expiresAt: Date): Promise<string> {
    const token = newEmailedToken();
    await this.credentials.put(keyOf(token), { userId }, { expiresAt });
    return token;
  }

  /** The user a verification token was issued to; the token is spent by this call. */
  async redeemVerification(token: string): Promise<string | null> {
    return this.redeem(emailVerificationKey(token));
  }

  /** The user a reset token was issued to; the token is spent by this call. */
  async redeemPasswordReset(token: string): Promise<string | null> {
    return this.redeem(passwordResetKey(token));
  }

  private async redeem(key: string): Promise<string | null> {
    const value = await this.credentials.take(key);
    return typeof value?.userId === 'string' ? value.userId : null;
  }
}

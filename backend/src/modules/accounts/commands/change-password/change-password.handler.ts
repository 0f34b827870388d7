import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages, isValidPassword } from '../../../../../domain/accounts/account.rules';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { CommandContext, CommandPipeline, ConflictError } from '../../../../event-sourcing/command-pipeline';
import { CONFLICT_MESSAGE } from '../../../../graphql/graphql-errors';
import { passwordKey } from '../../auth/credential-keys';
import { hashPassword, verifyPassword } from '../../auth/password-hasher';
import { SessionRevocation } from '../../auth/session-revocation';
import { SessionClaims } from '../../auth/session-token.service';
import { userStream } from '../../user-stream';

/**
 * changePassword: checks the old password, records the change, ends every earlier session; the
 * claims of a fresh session. Concurrent changes are serialised on the user's stream: the first
 * wins, every other one (made with the same, now revoked, session) answers CONFLICT and changes nothing.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly pipeline: CommandPipeline,
    private readonly revocation: SessionRevocation,
  ) {}

  async execute(input: { userId: string; oldPass: string; newPass: string; sessionPasswordVersion: number }, context: CommandContext): Promise<SessionClaims> {
    const { userId, oldPass, newPass } = input;
    const streamId = userStream.streamIdOf(userId);
    // Read first: the change is recorded only if the stream has not moved on since, and only for a
    // session of the password in force (a change that won meanwhile revoked this caller's session).
    const { state, revision } = await this.pipeline.load(userStream.decider, streamId);
    if (state.status !== 'registered') throw new DomainError('This account does not exist.');
    if (state.passwordVersion !== input.sessionPasswordVersion) throw new ConflictError(streamId, CONFLICT_MESSAGE);
    const stored = await this.credentials.get(passwordKey(userId));
    const oldMatches = typeof stored?.hash === 'string' && (await verifyPassword(stored.hash, oldPass));
    throwIfInvalid({
      oldPass: oldMatches ? undefined : AccountMessages.wrongOldPassword,
      newPass: isValidPassword(newPass) ? undefined : AccountMessages.invalidPassword,
    });
    const newHash = await hashPassword(newPass);
    const outcome = await this.pipeline
      .run(userStream.decider, streamId, { type: 'ChangePassword', data: { newPassword: newPass } }, context, {
        expectedRevision: revision,
        awaitReadModels: userStream.readModels,
      })
      .catch((error: unknown) => {
        throw error instanceof ConflictError ? new ConflictError(streamId, CONFLICT_MESSAGE) : error;
      });
    // Only the change that was recorded stores its hash. A crash in between leaves the old password
    // working and every session ended (the caller got no answer and signs in again), never the
    // hash of a change that lost the race.
    await this.credentials.put(passwordKey(userId), { hash: newHash });
    if (outcome.state.status !== 'registered') throw new DomainError('This account does not exist.');
    const passwordVersion = outcome.state.passwordVersion;
    await this.revocation.endSessionsBefore(userId, passwordVersion);
    return { userId, passwordVersion };
  }
}

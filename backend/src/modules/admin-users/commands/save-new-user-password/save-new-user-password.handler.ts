import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages, isValidPassword } from '../../../../../domain/accounts/account.rules';
import { throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { AccountMail } from '../../../accounts/account-mail';
import { passwordKey } from '../../../accounts/auth/credential-keys';
import { hashPassword } from '../../../accounts/auth/password-hasher';
import { SessionRevocation } from '../../../accounts/auth/session-revocation';
import { userStream } from '../../../accounts/user-stream';

/**
 * saveNewUserPassword (admins): records who set the password, stores its hash, ends every session
 * of the user (their tokens' password version is behind, and their sockets close) and e-mails them.
 */
@Injectable()
export class SaveNewUserPasswordHandler {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly pipeline: CommandPipeline,
    private readonly revocation: SessionRevocation,
    private readonly mail: AccountMail,
  ) {}

  async execute(input: { userId: string; newPassword: string }, context: CommandContext): Promise<boolean> {
    const streamId = userStream.streamIdOf(input.userId);
    const { state } = await this.pipeline.load(userStream.decider, streamId);
    if (state.status === 'none') throw new NotFoundError(AccountMessages.userNotFound);
    // Checked before hashing: a refused password costs no hash and stores nothing.
    throwIfInvalid({ newPassword: isValidPassword(input.newPassword) ? undefined : AccountMessages.invalidPassword });
    const hash = await hashPassword(input.newPassword);
    const outcome = await this.pipeline.run(
      userStream.decider,
      streamId,
      { type: 'SetPasswordByAdmin', data: { newPassword: input.newPassword, byUserId: context.actorId ?? '' } },
      context,
      { awaitReadModels: userStream.readModels },
    );
    await this.credentials.put(passwordKey(input.userId), { hash });
    await this.revocation.endAllSessions(input.userId);
    if (outcome.state.status === 'registered') await this.mail.sendPasswordSetByAdmin(outcome.state.email, outcome.state.firstName, outcome.state.language);
    return true;
  }
}

import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AccountMessages, normaliseEmail } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { EVENT_STORE, EventStore } from '../../../../../platform/eventstore/event-store.port';
import { userIdReservingEmail } from '../../account-lookup';
import { Context } from '../../auth/access';
import { passwordKey } from '../../auth/credential-keys';
import { GraphqlContext } from '../../auth/graphql-context';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/password-hasher';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { LoginAttempts } from '../../login-attempts';
import { UserCommands } from '../../user-commands.service';
import { LoginPayloadModel, LoginStatusEnum } from '../../user.model';

/**
 * Login decides nothing and records no event, so it is a plain use case rather than a command:
 * the address stream names the account, the CredentialStore holds the hash.
 */
@Resolver()
export class EmailLoginResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly users: UserCommands,
    private readonly attempts: LoginAttempts,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => LoginPayloadModel, { description: 'Signs in with e-mail and password; status tells whether the e-mail still needs verifying.' })
  async emailLoginV2(
    @Args('email', { type: () => String }) emailInput: string,
    @Args('password', { type: () => String }) password: string,
    @Context() context: GraphqlContext,
  ): Promise<LoginPayloadModel> {
    const email = normaliseEmail(emailInput);
    await this.attempts.admit(email, context.ip);
    const invalid = new DomainError(AccountMessages.invalidCredentials);
    const userId = await userIdReservingEmail(this.eventStore, email);
    const stored = userId ? await this.credentials.get(passwordKey(userId)) : null;
    if (!userId || typeof stored?.hash !== 'string') {
      await verifyAgainstDecoy(password);
      throw invalid;
    }
    if (!(await verifyPassword(stored.hash, password))) throw invalid;
    const user = await this.users.load(userId);
    if (!user) throw invalid;
    await this.attempts.succeeded(email);
    const token = this.sessions.start(context.res, { userId, passwordVersion: user.passwordVersion });
    return { token, status: user.email.verified ? LoginStatusEnum.SUCCESS : LoginStatusEnum.EMAIL_NOT_VERIFIED };
  }
}

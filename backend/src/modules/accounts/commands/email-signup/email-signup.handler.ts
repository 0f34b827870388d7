import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountMessages, emailStreamId, normaliseEmail, userStreamId } from '../../../../../domain/accounts/account.rules';
import { emailAddressDecider } from '../../../../../domain/accounts/email-address.decider';
import { SignUpUser } from '../../../../../domain/accounts/user.commands';
import { userDecider } from '../../../../../domain/accounts/user.decider';
import { normaliseReferralCode } from '../../../../../domain/referrals/referral.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { referralCodeOf } from '../../../../../projections/referrals/referrals.projection';
import { handleCommand } from '../../../../event-sourcing/handle-command';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../../../platform/eventstore/event-store.port';
import { userIdReservingEmail } from '../../account-lookup';
import { passwordKey } from '../../auth/credential-keys';
import { EmailedLinks } from '../../emailed-links.service';
import { hashPassword } from '../../auth/password-hasher';
import { UserCommands } from '../../user-commands.service';
import { EmailSignupCommand } from './email-signup.command';

/**
 * A signed-in user opening their own link and signing up a second account would refer themself:
 * the code is dropped and the sign-up goes on. (A brand-new account cannot hold the code it brings,
 * and the referrals projection ignores one that names the new user.)
 */
function withoutOwnReferralCode(code: string | null, signedInUserId: string | null): string | null {
  if (code && signedInUserId && normaliseReferralCode(code) === referralCodeOf(signedInUserId)) return null;
  return code;
}

/**
 * Sign-up: validate, reserve the address in its own stream with `no_stream` (so of concurrent
 * sign-ups with one address exactly one wins), keep the password hash outside the log, record the
 * user, and e-mail a verification link.
 */
@CommandHandler(EmailSignupCommand)
export class EmailSignupHandler implements ICommandHandler<EmailSignupCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly users: UserCommands,
    private readonly links: EmailedLinks,
  ) {}

  async execute({ input, context, signedInUserId }: EmailSignupCommand): Promise<{ userId: string; passwordVersion: number }> {
    const userId = randomUUID();
    const signUp: Omit<SignUpUser, 'metadata'> = {
      type: 'SignUpUser',
      data: {
        userId,
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        profileTypes: [input.profileType],
        clientProfileType: input.clientProfileType,
        phoneNumber: input.phoneNumber ?? null,
        referralCode: withoutOwnReferralCode(input.referralCode ?? null, signedInUserId),
      },
    };
    // Validate before reserving, so a rejected form never holds an address.
    userDecider.decide({ ...signUp, metadata: { now: context.now, actorId: null } }, userDecider.initialState());
    const passwordHash = await hashPassword(input.password);
    const email = normaliseEmail(input.email);
    const ownContext = { ...context, actorId: userId };
    try {
      const currentOwnerHasAccount = await this.currentOwnerHasAccount(email);
      await handleCommand(
        this.eventStore,
        emailStreamId(email),
        emailAddressDecider,
        { type: 'ReserveEmailAddress', data: { email, userId, currentOwnerHasAccount } },
        ownContext,
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersion) throw new DomainError(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
      throw error;
    }
    await this.credentials.put(passwordKey(userId), { hash: passwordHash });
    await handleCommand(this.eventStore, userStreamId(userId), userDecider, signUp, ownContext);

    const user = await this.users.load(userId);
    if (user) await this.links.sendVerification(user, ownContext);
    return { userId, passwordVersion: 0 };
  }

  /** Undefined when the address is free; else whether its reservation led to an account. */
  private async currentOwnerHasAccount(email: string): Promise<boolean | undefined> {
    const owner = await userIdReservingEmail(this.eventStore, email);
    if (!owner) return undefined;
    return (await this.eventStore.readStream(userStreamId(owner), { maxCount: 1 })).length > 0;
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages, normaliseEmail } from '../../../../../domain/accounts/account.rules';
import { SignUpUser } from '../../../../../domain/accounts/user.commands';
import { normaliseReferralCode } from '../../../../../domain/referrals/referral.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { referralCodeOf } from '../../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline, stepContext } from '../../../../event-sourcing/command-pipeline';
import { EmailAddressStreams } from '../../account-lookup';
import { passwordKey } from '../../auth/credential-keys';
import { hashPassword, verifyPassword } from '../../auth/password-hasher';
import { SessionClaims } from '../../auth/session-token.service';
import { EmailedLinks } from '../../emailed-links';
import { userStream } from '../../user-stream';
import { EmailSignupInput, SignupProfileTypeEnum } from './email-signup.input';

/** What a client's sign-up form holds: every field of the e-mail sign-up but the profile type. */
export type ClientSignupForm = Omit<EmailSignupInput, 'profileType'>;

/**
 * A signed-in user opening their own link and signing up a second account would refer themself:
 * the code is dropped and the sign-up goes on. (A brand-new account cannot hold the code it brings,
 * and the referrals projection ignores one that names the new user.)
 */
function withoutOwnReferralCode(code: string | null, signedInUserId: string | null): string | null {
  if (code && signedInUserId && normaliseReferralCode(code) === referralCodeOf(signedInUserId)) return null;
  return code;
}

/** The id a sign-up with an idempotency key gives its account (the same for its retries); null without a key. */
export function signupUserIdOf(email: string, idempotencyKey: string | null | undefined): string | null {
  return idempotencyKey ? deterministicUuid(`user:${normaliseEmail(email)}:${idempotencyKey}`) : null;
}

/**
 * Sign-up: validate, reserve the address in its own stream (so of concurrent sign-ups with one
 * address exactly one wins), keep the password hash outside the log, record the user, and e-mail a
 * verification link. With an idempotency key the user id derives from the key and the address, so
 * the same request again finds its account recorded and answers it (after checking the password)
 * instead of "already exists".
 */
@Injectable()
export class EmailSignupHandler {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly links: EmailedLinks,
    private readonly emailAddresses: EmailAddressStreams,
  ) {}

  /**
   * A client (student or parent) signs up from a form of another entry point (a lead's personalised
   * link, an organisation's code, an accepted invitation): the account is made as any sign-up makes it.
   */
  signUpClient(form: ClientSignupForm, context: CommandContext, options: { userId?: string; emailProven?: boolean } = {}): Promise<SessionClaims> {
    return this.execute({ form: { ...form, profileType: SignupProfileTypeEnum.STUDENT_OR_PARENT }, signedInUserId: null, ...options }, context);
  }

  async execute(
    input: {
      form: EmailSignupInput;
      signedInUserId: string | null;
      /** The account's id when the caller derives it (an accepted invitation: from the invitation). */
      userId?: string;
      /** The address was proven another way (the invitee opened the e-mailed invite link): verified at once, no link sent. */
      emailProven?: boolean;
    },
    context: CommandContext,
  ): Promise<SessionClaims> {
    const { form } = input;
    const email = normaliseEmail(form.email);
    const userId = input.userId ?? signupUserIdOf(email, context.idempotencyKey) ?? randomUUID();
    const signUp: Omit<SignUpUser, 'metadata'> = {
      type: 'SignUpUser',
      data: {
        userId,
        email: form.email,
        password: form.password,
        firstName: form.firstName,
        lastName: form.lastName,
        profileTypes: [form.profileType],
        clientProfileType: form.clientProfileType,
        phoneNumber: form.phoneNumber ?? null,
        referralCode: withoutOwnReferralCode(form.referralCode ?? null, input.signedInUserId),
      },
    };
    // Validate before reserving, so a rejected form never holds an address.
    userStream.decider.decide({ ...signUp, metadata: { now: context.now, actorId: null } }, userStream.decider.initialState());
    const ownContext: CommandContext = { ...context, actorId: userId };

    const reservation = await this.pipeline.run(
      this.emailAddresses.decider,
      this.emailAddresses.streamIdOf(email),
      { type: 'ReserveEmailAddress', data: { email, userId, currentOwnerHasAccount: await this.emailAddresses.currentOwnerHasAccount(email) } },
      ownContext,
    );
    if (reservation.replayed) await this.checkRetriedPassword(userId, form.password);
    else await this.credentials.put(passwordKey(userId), { hash: await hashPassword(form.password) });

    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), signUp, ownContext, { awaitReadModels: userStream.readModels });
    if (input.emailProven) {
      const verifiedContext = stepContext(ownContext, 'email-proven');
      await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), { type: 'VerifyEmail', data: {} }, verifiedContext, { awaitReadModels: userStream.readModels });
    }
    const user = await findUserById(this.readModels, userId);
    // On a retry the link's own step key mails it once (the sign-up's wait may have timed out before it was sent).
    if (user && !input.emailProven) {
      const linkContext = stepContext(ownContext, 'verification-link');
      await this.links.sendVerification(user, linkContext);
    }
    return { userId, passwordVersion: user?.passwordVersion ?? 0 };
  }

  /** A retried sign-up answers the account only to the password it was made with. */
  private async checkRetriedPassword(userId: string, password: string): Promise<void> {
    const stored = await this.credentials.get(passwordKey(userId));
    if (!stored) {
      await this.credentials.put(passwordKey(userId), { hash: await hashPassword(password) });
      return;
    }
    if (typeof stored.hash !== 'string' || !(await verifyPassword(stored.hash, password))) {
      throw new DomainError(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    }
  }
}

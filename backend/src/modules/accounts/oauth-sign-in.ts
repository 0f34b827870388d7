import { Inject, Injectable } from '@nestjs/common';
import { ClientProfileType, normaliseEmail, ProfileType } from '../../../domain/accounts/account.rules';
import { OAuthMessages, oauthIdentityDecider, oauthIdentityStreamId, VerifiedIdentity } from '../../../domain/accounts/oauth-identity.decider';
import { LinkOAuthIdentity, SignUpWithIdentity } from '../../../domain/accounts/user.commands';
import { DomainError } from '../../../domain/shared/domain-error';
import { IDENTITY_PROVIDERS, IdentityProviders, OAuthProvider } from '../../../platform/identity/identity-provider.port';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { ReadModels } from '../../../projections/runner/read-models';
import { findUserById } from '../../../projections/users/users.projection';
import { CommandContext, CommandPipeline, stepContext } from '../../event-sourcing/command-pipeline';
import { EmailAddressStreams } from './account-lookup';
import { SessionClaims } from './auth/session-token.service';
import { EmailedLinks } from './emailed-links';
import { userStream } from './user-stream';

/** What a Google or Facebook sign-up adds to the provider's identity. */
export interface OAuthSignupDetails {
  profileType: ProfileType;
  clientProfileType: ClientProfileType | null;
  referralCode: string | null;
}

const identityStream = { decider: oauthIdentityDecider, streamIdOf: oauthIdentityStreamId } as const;

/**
 * Google and Facebook sign-in, shared by their login and sign-up mutations. The provider's token is
 * checked through its IdentityProvider; the provider's account is then, in this order: the account it
 * is already linked to; an existing account with the same address, joined only when the provider
 * verified that address; or (signing up) a new account, its id derived from the provider's account so
 * a retry finds it. Records happen only after every check passed.
 */
@Injectable()
export class OAuthSignIn {
  constructor(
    @Inject(IDENTITY_PROVIDERS) private readonly providers: IdentityProviders,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly links: EmailedLinks,
    private readonly emailAddresses: EmailAddressStreams,
  ) {}

  async signIn(provider: OAuthProvider, token: string, signup: OAuthSignupDetails | null, context: CommandContext): Promise<{ claims: SessionClaims; emailVerified: boolean }> {
    const identity = await this.verified(provider, token);
    const userId = (await this.linkedUserId(identity)) ?? (await this.existingAccountJoined(identity, context)) ?? (signup ? await this.signUp(identity, signup, context) : null);
    if (!userId) throw new DomainError(OAuthMessages.noAccount);
    const user = await findUserById(this.readModels, userId);
    return { claims: { userId, passwordVersion: user?.passwordVersion ?? 0 }, emailVerified: user?.email.verified ?? false };
  }

  private async verified(provider: OAuthProvider, token: string): Promise<VerifiedIdentity> {
    // A token is a few kilobytes at most; anything longer is not one.
    const identity = typeof token === 'string' && token.length > 0 && token.length <= 8192 ? await this.providers[provider].verify(token) : null;
    if (!identity) throw new DomainError(OAuthMessages.invalidToken);
    if (!identity.email) throw new DomainError(OAuthMessages.noEmail);
    return identity;
  }

  private async linkedUserId(identity: VerifiedIdentity): Promise<string | null> {
    const { state } = await this.pipeline.load(identityStream.decider, identityStream.streamIdOf(identity.provider, identity.subject));
    return state.status === 'claimed' ? state.userId : null;
  }

  /** The account holding the address, joined to the provider's account (refused unless the provider verified the address); null when none holds it. */
  private async existingAccountJoined(identity: VerifiedIdentity, context: CommandContext): Promise<string | null> {
    const userId = await this.emailAddresses.userIdReserving(identity.email);
    if (!userId) return null;
    const { state } = await this.pipeline.load(userStream.decider, userStream.streamIdOf(userId));
    if (state.status !== 'registered') return null;
    const link: Omit<LinkOAuthIdentity, 'metadata'> = { type: 'LinkOAuthIdentity', data: { identity } };
    // Decided before the claim, so a refused join holds nothing.
    userStream.decider.decide({ ...link, metadata: { now: context.now, actorId: userId } }, state);
    const ownContext: CommandContext = { ...context, actorId: userId };
    await this.claim(identity, userId, ownContext);
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), link, ownContext, { awaitReadModels: userStream.readModels });
    return userId;
  }

  private async signUp(identity: VerifiedIdentity, signup: OAuthSignupDetails, context: CommandContext): Promise<string> {
    const userId = deterministicUuid(`user:oauth:${identity.provider}:${identity.subject}`);
    const command: Omit<SignUpWithIdentity, 'metadata'> = {
      type: 'SignUpWithIdentity',
      data: { userId, identity, profileTypes: [signup.profileType], clientProfileType: signup.clientProfileType, referralCode: signup.referralCode },
    };
    // Validated before anything is claimed, so a refused sign-up holds neither the address nor the provider's account.
    userStream.decider.decide({ ...command, metadata: { now: context.now, actorId: null } }, userStream.decider.initialState());
    const ownContext: CommandContext = { ...context, actorId: userId };
    await this.claim(identity, userId, ownContext);
    const email = normaliseEmail(identity.email);
    if ((await this.emailAddresses.userIdReserving(email)) !== userId) {
      await this.pipeline.run(
        this.emailAddresses.decider,
        this.emailAddresses.streamIdOf(email),
        { type: 'ReserveEmailAddress', data: { email, userId, currentOwnerHasAccount: await this.emailAddresses.currentOwnerHasAccount(email) } },
        ownContext,
      );
    }
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), command, ownContext, { awaitReadModels: userStream.readModels });
    // An address the provider did not verify is verified by link, as after an e-mail sign-up; on a retry
    // the link's own step key mails it once (the sign-up's wait may have timed out before it was sent).
    const user = !identity.emailVerified ? await findUserById(this.readModels, userId) : null;
    if (user) await this.links.sendVerification(user, stepContext(ownContext, 'verification-link'));
    return userId;
  }

  private async claim(identity: VerifiedIdentity, userId: string, context: CommandContext): Promise<void> {
    await this.pipeline.run(identityStream.decider, identityStream.streamIdOf(identity.provider, identity.subject), { type: 'ClaimOAuthIdentity', data: { provider: identity.provider, subject: identity.subject, userId } }, context);
  }
}

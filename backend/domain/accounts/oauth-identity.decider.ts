import { assertNever, Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { OAuthProvider } from '../../platform/identity/identity-provider.port';

export type { OAuthProvider, VerifiedIdentity } from '../../platform/identity/identity-provider.port';

export const OAuthMessages = {
  identityTaken: 'This account of the provider is already linked to another account.',
  noAccount: 'No account is linked to this sign-in yet. Please sign up first.',
  emailNotVerifiedByProvider:
    'An account with this email already exists, and the provider did not confirm that the address is yours. Please log in with your password.',
  invalidToken: 'The sign-in could not be confirmed. Please try again.',
  noEmail: 'The provider did not share an email address. Please sign up with your email.',
} as const;

/**
 * A provider's account is its own stream (`oauth-identity-<provider>-<subject>`), claimed for one
 * user with expected revision `no_stream`, so two concurrent sign-ups cannot both take it.
 */
export type OAuthIdentityClaimed = DomainEvent<'OAuthIdentityClaimed', { provider: OAuthProvider; subject: string; userId: string; claimedAt: string }>;
export type OAuthIdentityEvent = OAuthIdentityClaimed;
export type ClaimOAuthIdentity = DomainCommand<'ClaimOAuthIdentity', { provider: OAuthProvider; subject: string; userId: string }>;
export type OAuthIdentityState = { status: 'free' } | { status: 'claimed'; userId: string };

export function oauthIdentityStreamId(provider: OAuthProvider, subject: string): string {
  return `oauth-identity-${provider.toLowerCase()}-${subject}`;
}

export const oauthIdentityDecider: Decider<ClaimOAuthIdentity, OAuthIdentityEvent, OAuthIdentityState> = {
  initialState: () => ({ status: 'free' }),
  // A claim is never given up: the first one decides.
  evolve: (state, event) => (state.status === 'free' ? { status: 'claimed', userId: event.data.userId } : state),
  decide: (command, state) => {
    switch (command.type) {
      case 'ClaimOAuthIdentity':
        // The subject names the stream: only a provider's id of bounded letters and digits is taken.
        if (!/^[A-Za-z0-9_-]{1,200}$/.test(command.data.subject)) throw new DomainError(OAuthMessages.invalidToken);
        if (state.status === 'claimed') {
          if (state.userId === command.data.userId) return [];
          throw new DomainError(OAuthMessages.identityTaken);
        }
        return [{ type: 'OAuthIdentityClaimed', data: { ...command.data, claimedAt: command.metadata.now.toISOString() } }];
      default:
        return assertNever(command.type);
    }
  },
};

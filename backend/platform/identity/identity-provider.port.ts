/** The sign-in providers of spec section 7 (Google and Facebook login and sign-up). */
export const OAUTH_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** What a provider vouched for after checking its token: who the person is there, and their address. */
export interface VerifiedIdentity {
  provider: OAuthProvider;
  /** The provider's stable id of the person (Google's `sub`, Facebook's user id). */
  subject: string;
  email: string;
  /** Only the provider's word that the address is the person's lets an existing account be joined. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * The IdentityProvider port, one per provider: where the browser goes to sign in, and the check of
 * the token it comes back with. Google (an ID token checked with google-auth-library) and Facebook
 * (an access token checked with the Graph API's debug_token) when configured; otherwise the embedded
 * stand-in sign-in page of this server, whose tokens it signs and checks itself.
 */
export interface IdentityProvider {
  readonly provider: OAuthProvider;
  readonly kind: 'google' | 'facebook' | 'stand-in';
  /** The provider's sign-in page, returning to `callbackUrl` with the token and `state` in the fragment. */
  signInUrl(callbackUrl: string, state: string): string;
  /** The identity behind a token, or null for a token the provider does not vouch for (forged, expired, another app's). Throws when the provider cannot be reached. */
  verify(token: string): Promise<VerifiedIdentity | null>;
  /** The stand-in only: a signed token for the identity typed on its sign-in page. */
  issue?(identity: Omit<VerifiedIdentity, 'provider' | 'subject'>): string;
}

export type IdentityProviders = Readonly<Record<OAuthProvider, IdentityProvider>>;

export const IDENTITY_PROVIDERS = Symbol('IdentityProviders');

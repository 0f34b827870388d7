import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { IdentityProvider, OAuthProvider, VerifiedIdentity } from '../../../platform/identity/identity-provider.port';

/** How long a stand-in token may be brought back, as a provider's short-lived token. */
const TOKEN_TTL_MS = 10 * 60_000;

/**
 * No provider configured: this server's own sign-in page (`/sandbox/oauth/<provider>`) stands in for
 * the provider's. The person types the address, names and whether the "provider" verified the
 * address; the token carries them signed (HMAC with the auth secret) and expires like a provider's.
 * The subject derives from the address, so the same address is the same provider account each time.
 */
export class StandInIdentityProvider implements IdentityProvider {
  readonly kind = 'stand-in' as const;

  constructor(
    readonly provider: OAuthProvider,
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  signInUrl(callbackUrl: string, state: string): string {
    return `${this.publicUrl}/sandbox/oauth/${this.provider.toLowerCase()}?${new URLSearchParams({ redirect_uri: callbackUrl, state })}`;
  }

  issue(identity: Omit<VerifiedIdentity, 'provider' | 'subject'>): string {
    const email = identity.email.trim().toLowerCase();
    const subject = `standin${createHash('sha256').update(`${this.provider}:${email}`).digest('hex').slice(0, 24)}`;
    const claims = { ...identity, email, subject, provider: this.provider, exp: this.now().getTime() + TOKEN_TTL_MS };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  async verify(token: string): Promise<VerifiedIdentity | null> {
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: VerifiedIdentity & { exp: number };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return null;
    }
    if (claims.provider !== this.provider || !(claims.exp > this.now().getTime())) return null;
    const { subject, email, emailVerified, firstName, lastName } = claims;
    return { provider: this.provider, subject, email, emailVerified: emailVerified === true, firstName, lastName };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`oauth-stand-in:${this.provider}:${payload}`).digest('base64url');
  }
}

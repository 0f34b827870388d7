import { OAuth2Client } from 'google-auth-library';
import { IdentityProvider, VerifiedIdentity } from '../../../platform/identity/identity-provider.port';

/**
 * Google sign-in: the browser goes through Google's OAuth page (response type `id_token`) and brings
 * back an ID token, which google-auth-library checks (Google's signature, expiry, issuer, and that it
 * was issued to GOOGLE_CLIENT_ID). Google states whether the address is verified (`email_verified`).
 */
export class GoogleIdentityProvider implements IdentityProvider {
  readonly provider = 'GOOGLE' as const;
  readonly kind = 'google' as const;
  private readonly client: OAuth2Client;

  constructor(private readonly clientId: string) {
    this.client = new OAuth2Client({ clientId });
  }

  signInUrl(callbackUrl: string, state: string): string {
    const params = new URLSearchParams({ client_id: this.clientId, redirect_uri: callbackUrl, response_type: 'id_token', scope: 'openid email profile', state, nonce: state, prompt: 'select_account' });
    return `https://accounts.google.com/o/oauth2/v2/auth?${params}`;
  }

  async verify(token: string): Promise<VerifiedIdentity | null> {
    let payload;
    try {
      payload = (await this.client.verifyIdToken({ idToken: token, audience: this.clientId })).getPayload();
    } catch (error) {
      // Google's keys could not be fetched: the provider is unreachable, not the token wrong.
      if (error instanceof Error && error.name === 'GaxiosError') throw error;
      return null;
    }
    if (!payload?.sub || !payload.email) return null;
    return {
      provider: this.provider,
      subject: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true,
      firstName: payload.given_name ?? payload.name ?? '',
      lastName: payload.family_name ?? '',
    };
  }
}

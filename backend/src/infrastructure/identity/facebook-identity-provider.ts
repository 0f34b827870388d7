import { IdentityProvider, VerifiedIdentity } from '../../../platform/identity/identity-provider.port';

const GRAPH = 'https://graph.facebook.com/v19.0';

export interface FacebookSettings {
  appId: string;
  appSecret: string;
}

/**
 * Facebook login: the browser goes through Facebook's OAuth dialog (response type `token`) and brings
 * back a user access token, which the Graph API's `debug_token` checks (valid, and issued to
 * FACEBOOK_APP_ID) before `/me` gives the person's id, names and address. The Graph API does not say
 * whether the address was verified, so a Facebook account never joins an existing account by it.
 */
export class FacebookIdentityProvider implements IdentityProvider {
  readonly provider = 'FACEBOOK' as const;
  readonly kind = 'facebook' as const;

  constructor(
    private readonly settings: FacebookSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  signInUrl(callbackUrl: string, state: string): string {
    const params = new URLSearchParams({ client_id: this.settings.appId, redirect_uri: callbackUrl, response_type: 'token', scope: 'email', state });
    return `https://www.facebook.com/v19.0/dialog/oauth?${params}`;
  }

  async verify(token: string): Promise<VerifiedIdentity | null> {
    const appToken = `${this.settings.appId}|${this.settings.appSecret}`;
    const debug = await this.get<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>('/debug_token', { input_token: token, access_token: appToken });
    if (!debug?.data?.is_valid || debug.data.app_id !== this.settings.appId || !debug.data.user_id) return null;
    const me = await this.get<{ id?: string; email?: string; first_name?: string; last_name?: string }>('/me', { fields: 'id,email,first_name,last_name', access_token: token });
    if (!me?.id || me.id !== debug.data.user_id || !me.email) return null;
    return { provider: this.provider, subject: me.id, email: me.email, emailVerified: false, firstName: me.first_name ?? '', lastName: me.last_name ?? '' };
  }

  /** The answer's JSON; null for Graph's refusal of the token (4xx); throws when Facebook cannot be reached. */
  private async get<T>(path: string, params: Record<string, string>): Promise<T | null> {
    const answer = await this.fetchImpl(`${GRAPH}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(10_000) });
    if (answer.status >= 400 && answer.status < 500) return null;
    if (!answer.ok) throw new Error(`Facebook Graph API ${path}: ${answer.status}`);
    return (await answer.json()) as T;
  }
}

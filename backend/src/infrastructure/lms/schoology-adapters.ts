import { randomBytes } from 'node:crypto';
import { Schoology } from '../../../platform/lms/schoology.port';

export interface SchoologySettings {
  /** The school's Schoology host, e.g. district.schoology.com. */
  domain: string;
  consumerKey: string;
  consumerSecret: string;
}

const REQUEST_TOKEN_URL = 'https://api.schoology.com/v1/oauth/request_token';

/**
 * Schoology's three-legged OAuth 1.0a, first leg: a request token (PLAINTEXT signature, which
 * Schoology accepts over HTTPS), then the school's authorise page with the callback.
 */
export class SchoologyOAuth implements Schoology {
  readonly kind = 'schoology' as const;

  constructor(
    private readonly settings: SchoologySettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async loginUrl(callbackUrl: string): Promise<string> {
    const oauth = {
      oauth_consumer_key: this.settings.consumerKey,
      oauth_token: '',
      oauth_nonce: randomBytes(12).toString('hex'),
      oauth_timestamp: String(Math.floor(Date.now() / 1000)),
      oauth_signature_method: 'PLAINTEXT',
      oauth_version: '1.0',
      oauth_signature: `${encodeURIComponent(this.settings.consumerSecret)}&`,
    };
    const header = `OAuth realm="Schoology API", ${Object.entries(oauth).map(([key, value]) => `${key}="${encodeURIComponent(value)}"`).join(', ')}`;
    const answer = await this.fetchImpl(REQUEST_TOKEN_URL, { headers: { authorization: header }, signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) throw new Error(`Schoology request token: ${answer.status}`);
    const token = new URLSearchParams(await answer.text()).get('oauth_token');
    if (!token) throw new Error('Schoology answered no request token');
    return `https://${this.settings.domain}/oauth/authorize?${new URLSearchParams({ oauth_token: token, oauth_callback: callbackUrl })}`;
  }
}

/** No Schoology configured: the "sign-in" returns straight to the callback, marked as the stand-in. */
export class EmbeddedSchoology implements Schoology {
  readonly kind = 'embedded' as const;

  async loginUrl(callbackUrl: string): Promise<string> {
    const url = new URL(callbackUrl);
    url.searchParams.set('oauth_token', 'embedded-stand-in');
    return url.toString();
  }
}

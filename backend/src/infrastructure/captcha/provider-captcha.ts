import { Captcha } from '../../../platform/captcha/captcha.port';

export interface ProviderCaptchaSettings {
  provider: 'hcaptcha' | 'recaptcha' | 'turnstile';
  siteKey: string;
  secret: string;
}

/** Each provider's server-side verification endpoint; all take `secret`, `response`, `remoteip` form-encoded and answer `{ success }`. */
export const SITEVERIFY_URLS: Record<ProviderCaptchaSettings['provider'], string> = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** hCaptcha, reCAPTCHA or Turnstile: the widget's token checked with the provider's siteverify API. */
export class ProviderCaptcha implements Captcha {
  readonly kind: ProviderCaptchaSettings['provider'];
  readonly siteKey: string;

  constructor(
    private readonly settings: ProviderCaptchaSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.kind = settings.provider;
    this.siteKey = settings.siteKey;
  }

  async verify(response: string, remoteIp: string | null): Promise<boolean> {
    if (!response) return false;
    const body = new URLSearchParams({ secret: this.settings.secret, response });
    if (remoteIp) body.set('remoteip', remoteIp);
    if (this.settings.provider === 'hcaptcha') body.set('sitekey', this.settings.siteKey);
    const answer = await this.fetchImpl(SITEVERIFY_URLS[this.settings.provider], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new Error(`${this.settings.provider} siteverify answered ${answer.status}`);
    const result = (await answer.json()) as { success?: unknown };
    return result.success === true;
  }
}

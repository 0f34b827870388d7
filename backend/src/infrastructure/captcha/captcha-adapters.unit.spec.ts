import { EmbeddedCaptcha } from './embedded-captcha';
import { ProviderCaptcha, SITEVERIFY_URLS } from './provider-captcha';

describe('the provider captcha', () => {
  const calls: Array<{ url: string; body: URLSearchParams }> = [];
  const answering = (status: number, body: unknown): typeof fetch =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: init?.body as URLSearchParams });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;

  beforeEach(() => calls.splice(0));

  it.each(['hcaptcha', 'recaptcha', 'turnstile'] as const)('checks a %s token with its siteverify API, server-side', async (provider) => {
    const captcha = new ProviderCaptcha({ provider, siteKey: 'site-key', secret: 'shh' }, answering(200, { success: true }));
    expect(await captcha.verify('widget-token', '203.0.113.7')).toBe(true);
    expect(calls[0].url).toBe(SITEVERIFY_URLS[provider]);
    expect(Object.fromEntries(calls[0].body)).toMatchObject({ secret: 'shh', response: 'widget-token', remoteip: '203.0.113.7' });
  });

  it('answers false for a refused token and for none, and throws when the provider fails', async () => {
    expect(await new ProviderCaptcha({ provider: 'turnstile', siteKey: 'k', secret: 's' }, answering(200, { success: false, 'error-codes': ['invalid-input-response'] })).verify('t', null)).toBe(false);
    expect(await new ProviderCaptcha({ provider: 'turnstile', siteKey: 'k', secret: 's' }, answering(200, { success: true })).verify('', null)).toBe(false);
    await expect(new ProviderCaptcha({ provider: 'hcaptcha', siteKey: 'k', secret: 's' }, answering(503, {})).verify('t', null)).rejects.toThrow('503');
  });
});

describe('the embedded captcha', () => {
  let now = new Date('2026-11-25T10:00:00Z');
  const captcha = new EmbeddedCaptcha('secret', () => now);

  it('accepts the puzzle’s sum once signed by this server, until it expires', async () => {
    const { token, a, b } = captcha.challenge();
    expect(await captcha.verify(`${token}:${a + b}`)).toBe(true);
    expect(await captcha.verify(`${token}:${a + b + 1}`)).toBe(false);
    expect(await new EmbeddedCaptcha('other secret').verify(`${token}:${a + b}`)).toBe(false);
    expect(await captcha.verify('garbage')).toBe(false);
    now = new Date('2026-11-25T10:11:00Z');
    expect(await captcha.verify(`${token}:${a + b}`)).toBe(false);
  });
});

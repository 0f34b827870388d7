import { EmbeddedSchoology, SchoologyOAuth } from './schoology-adapters';

describe('the Schoology sign-in link', () => {
  it('asks Schoology for a request token, signed PLAINTEXT with the consumer secret, and links the school’s authorise page', async () => {
    const seen: Array<{ url: string; authorization: string }> = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), authorization: (init?.headers as Record<string, string>).authorization });
      return new Response('oauth_token=tok123&oauth_token_secret=s3', { status: 200 });
    }) as typeof fetch;
    const link = await new SchoologyOAuth({ domain: 'district.schoology.com', consumerKey: 'key', consumerSecret: 'se&cret' }, fetchImpl).loginUrl('https://app.example.com/account-settings?lms=schoology');
    expect(seen[0].url).toBe('https://api.schoology.com/v1/oauth/request_token');
    expect(seen[0].authorization).toContain('oauth_consumer_key="key"');
    expect(seen[0].authorization).toContain('oauth_signature_method="PLAINTEXT"');
    expect(seen[0].authorization).toContain(`oauth_signature="${encodeURIComponent('se%26cret&')}"`);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://district.schoology.com/oauth/authorize');
    expect(url.searchParams.get('oauth_token')).toBe('tok123');
    expect(url.searchParams.get('oauth_callback')).toBe('https://app.example.com/account-settings?lms=schoology');
  });

  it('fails when Schoology refuses, and the stand-in returns to the callback', async () => {
    const refusing = (async () => new Response('nope', { status: 401 })) as typeof fetch;
    await expect(new SchoologyOAuth({ domain: 'd', consumerKey: 'k', consumerSecret: 's' }, refusing).loginUrl('https://x/cb')).rejects.toThrow('401');
    expect(await new EmbeddedSchoology().loginUrl('https://app.example.com/account-settings?lms=schoology')).toBe(
      'https://app.example.com/account-settings?lms=schoology&oauth_token=embedded-stand-in',
    );
  });
});

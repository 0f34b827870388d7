import { FacebookIdentityProvider } from './facebook-identity-provider';
import { StandInIdentityProvider } from './stand-in-identity-provider';

const SETTINGS = { appId: 'app-1', appSecret: 'secret-1' };

/** Graph API answers by path, as Facebook gives them; every call is kept to check what was asked. */
function graph(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: URL[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = new URL(String(input));
    calls.push(url);
    const answer = answers[url.pathname.replace('/v19.0', '')] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe('FacebookIdentityProvider (Graph API debug_token, then /me)', () => {
  const me = { body: { id: 'fb-7', email: 'ana@example.com', first_name: 'Ana', last_name: 'López' } };

  it('vouches for a valid token issued to this app, never for the address being verified', async () => {
    const { fetchImpl, calls } = graph({ '/debug_token': { body: { data: { is_valid: true, app_id: 'app-1', user_id: 'fb-7' } } }, '/me': me });
    const identity = await new FacebookIdentityProvider(SETTINGS, fetchImpl).verify('user-token');
    expect(identity).toEqual({ provider: 'FACEBOOK', subject: 'fb-7', email: 'ana@example.com', emailVerified: false, firstName: 'Ana', lastName: 'López' });
    expect(calls[0].searchParams.get('input_token')).toBe('user-token');
    expect(calls[0].searchParams.get('access_token')).toBe('app-1|secret-1');
  });

  it.each([
    ['an invalid token', { is_valid: false, app_id: 'app-1', user_id: 'fb-7' }],
    ['a token of another app', { is_valid: true, app_id: 'app-2', user_id: 'fb-7' }],
    ['a token of another person than /me', { is_valid: true, app_id: 'app-1', user_id: 'fb-8' }],
  ])('refuses %s', async (_case, data) => {
    const { fetchImpl } = graph({ '/debug_token': { body: { data } }, '/me': me });
    expect(await new FacebookIdentityProvider(SETTINGS, fetchImpl).verify('user-token')).toBeNull();
  });

  it('refuses a token Facebook rejects, and throws when Facebook cannot answer', async () => {
    expect(await new FacebookIdentityProvider(SETTINGS, graph({ '/debug_token': { status: 400, body: { error: {} } } }).fetchImpl).verify('x')).toBeNull();
    await expect(new FacebookIdentityProvider(SETTINGS, graph({ '/debug_token': { status: 503, body: {} } }).fetchImpl).verify('x')).rejects.toThrow('503');
  });
});

describe('StandInIdentityProvider', () => {
  let now = new Date('2026-11-25T12:00:00.000Z');
  const google = new StandInIdentityProvider('GOOGLE', 'auth-secret', 'http://localhost:4000', () => now);

  it('checks its own signed tokens: the same address is the same subject, for ten minutes', async () => {
    const token = google.issue({ email: ' Ana@Example.com ', emailVerified: true, firstName: 'Ana', lastName: 'López' });
    const identity = await google.verify(token);
    expect(identity).toMatchObject({ provider: 'GOOGLE', email: 'ana@example.com', emailVerified: true });
    expect((await google.verify(google.issue({ email: 'ana@example.com', emailVerified: false, firstName: 'A', lastName: 'L' })))?.subject).toBe(identity?.subject);
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await google.verify(token)).toBeNull();
  });

  it('refuses tokens signed with another secret or for the other provider', async () => {
    now = new Date('2026-11-25T12:00:00.000Z');
    const facebook = new StandInIdentityProvider('FACEBOOK', 'auth-secret', 'http://localhost:4000', () => now);
    const elsewhere = new StandInIdentityProvider('GOOGLE', 'other-secret', 'http://localhost:4000', () => now);
    const identity = { email: 'ana@example.com', emailVerified: true, firstName: 'Ana', lastName: 'López' };
    expect(await google.verify(facebook.issue(identity))).toBeNull();
    expect(await google.verify(elsewhere.issue(identity))).toBeNull();
    expect(google.signInUrl('http://localhost:4000/oauth/callback/google', 's1')).toBe(
      'http://localhost:4000/sandbox/oauth/google?redirect_uri=http%3A%2F%2Flocalhost%3A4000%2Foauth%2Fcallback%2Fgoogle&state=s1',
    );
  });
});

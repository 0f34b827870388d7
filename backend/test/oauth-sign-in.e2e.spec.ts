import { LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const SIGN_IN_URL = `query ($provider: OAuthProvider!, $state: String!) { getProviderSignInUrl(provider: $provider, state: $state) }`;
const GOOGLE_SIGNUP = `mutation ($token: String!, $profileType: SignupProfileType!, $key: String) { googleSignup(accessToken: $token, profileType: $profileType, idempotencyKey: $key) { token } }`;
const FACEBOOK_SIGNUP = `mutation ($token: String!, $profileType: SignupProfileType!) { facebookSignup(accessToken: $token, profileType: $profileType) { token } }`;
const GOOGLE_REFERRAL = `mutation ($token: String!, $code: String!) { googleSignupReferral(accessToken: $token, referralCode: $code, profileType: STUDENT_OR_PARENT) { token } }`;
const FACEBOOK_REFERRAL = `mutation ($token: String!, $code: String!) { facebookSignupReferral(accessToken: $token, referralCode: $code, profileType: STUDENT_OR_PARENT) { token } }`;
const GOOGLE_LOGIN = `mutation ($token: String!) { googleLogin(accessToken: $token) { token status } }`;
const FACEBOOK_LOGIN = `mutation ($token: String!) { facebookLogin(accessToken: $token) { token status } }`;
const EMAIL_LOGIN = `mutation ($email: String!, $password: String!) { emailLogin(email: $email, password: $password) { token status } }`;
const ME = `query { getCurrentUserV2 { id isOAuthAccount email { address verified } profile { firstName lastName profileTypes } } }`;

interface Me {
  id: string;
  isOAuthAccount: boolean;
  email: { address: string; verified: boolean };
  profile: { firstName: string; lastName: string; profileTypes: string[] };
}

describe('Google and Facebook sign-in through the stand-in provider', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const uniqueEmail = () => `oauth-${Math.random().toString(36).slice(2)}@example.com`;
  const me = async (client: GraphqlClient) => (await client.data<{ getCurrentUserV2: Me }>(ME)).getCurrentUserV2;
  const allEvents = async () => (await app.running.platform.eventStore.readAll()).length;

  /** Walks the stand-in page as a browser would: the sign-in link, the form, and the redirect back with the token in the fragment. */
  async function standInToken(provider: 'GOOGLE' | 'FACEBOOK', identity: { email: string; firstName?: string; lastName?: string; verified: boolean }): Promise<string> {
    const state = `state-${Math.random().toString(36).slice(2)}`;
    const { getProviderSignInUrl } = await app.client().data<{ getProviderSignInUrl: string }>(SIGN_IN_URL, { provider, state });
    const page = new URL(getProviderSignInUrl);
    expect(page.pathname).toBe(`/sandbox/oauth/${provider.toLowerCase()}`);
    const html = await (await fetch(`${app.url}${page.pathname}${page.search}`)).text();
    expect(html).toContain('id="continue"');
    const form = new URLSearchParams({
      redirect_uri: page.searchParams.get('redirect_uri') ?? '',
      state,
      email: identity.email,
      first_name: identity.firstName ?? 'Gina',
      last_name: identity.lastName ?? 'Gómez',
      ...(identity.verified ? { email_verified: 'true' } : {}),
    });
    const answer = await fetch(`${app.url}${page.pathname}/continue?${form}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.pathname).toBe(`/oauth/callback/${provider.toLowerCase()}`);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe(state);
    return fragment.get('access_token') ?? '';
  }

  it('signs up a new account with Google, verified as Google says, and signs it in again by googleLogin', async () => {
    const email = uniqueEmail();
    const token = await standInToken('GOOGLE', { email, firstName: 'Gina', lastName: 'Gómez', verified: true });
    const client = app.client();
    await client.data(GOOGLE_SIGNUP, { token, profileType: 'STUDENT_OR_PARENT', key: 'k1' });
    const account = await me(client);
    expect(account).toMatchObject({ isOAuthAccount: true, email: { address: email, verified: true }, profile: { firstName: 'Gina', lastName: 'Gómez', profileTypes: ['STUDENT_OR_PARENT'] } });

    const again = app.client();
    expect((await again.data<{ googleLogin: { status: string } }>(GOOGLE_LOGIN, { token: await standInToken('GOOGLE', { email, verified: true }) })).googleLogin.status).toBe('SUCCESS');
    expect((await me(again)).id).toBe(account.id);
    // Signing up again with the same Google account signs the same account in.
    const twice = app.client();
    await twice.data(GOOGLE_SIGNUP, { token, profileType: 'TUTOR' });
    expect((await me(twice)).id).toBe(account.id);
  });

  it('links Google to an existing account only when Google verified the address', async () => {
    const input = signUpInput();
    await app.client().data(SIGN_UP, { input });
    const passwordAccount = app.client();
    await passwordAccount.data(LOGIN, { email: input.email, password: input.password });
    const { id } = await me(passwordAccount);

    const before = await allEvents();
    const unverified = await app.client().request(GOOGLE_LOGIN, { token: await standInToken('GOOGLE', { email: input.email, verified: false }) });
    expect(unverified.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists, and the provider did not confirm that the address is yours. Please log in with your password.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await allEvents()).toBe(before);
    expect((await me(passwordAccount)).isOAuthAccount).toBe(false);

    const linked = app.client();
    await linked.data(GOOGLE_LOGIN, { token: await standInToken('GOOGLE', { email: input.email.toUpperCase(), verified: true }) });
    expect(await me(linked)).toMatchObject({ id, isOAuthAccount: true, email: { address: input.email, verified: true } });
    // The password still works.
    expect((await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: input.password })).emailLoginV2.status).toBe('SUCCESS');
  });

  it('refuses a login without an account, and forged or foreign tokens, recording nothing', async () => {
    const before = await allEvents();
    const noAccount = await app.client().request(GOOGLE_LOGIN, { token: await standInToken('GOOGLE', { email: uniqueEmail(), verified: true }) });
    expect(noAccount.errors?.[0].message).toBe('No account is linked to this sign-in yet. Please sign up first.');
    const token = await standInToken('GOOGLE', { email: uniqueEmail(), verified: true });
    const [payload, signature] = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), email: 'admin@example.com' })).toString('base64url');
    for (const bad of [`${forgedClaims}.${signature}`, 'not-a-token', '']) {
      const response = await app.client().request(GOOGLE_SIGNUP, { token: bad, profileType: 'STUDENT_OR_PARENT' });
      expect(response.errors?.[0].message).toBe('The sign-in could not be confirmed. Please try again.');
    }
    // A Google token is no Facebook token.
    const crossed = await app.client().request(FACEBOOK_LOGIN, { token });
    expect(crossed.errors?.[0].message).toBe('The sign-in could not be confirmed. Please try again.');
    expect(await allEvents()).toBe(before);
  });

  it('signs up with Facebook, the address left to verify by link when unverified, and logs in with facebookLogin', async () => {
    const email = uniqueEmail();
    const client = app.client();
    await client.data(FACEBOOK_SIGNUP, { token: await standInToken('FACEBOOK', { email, verified: false }), profileType: 'TUTOR' });
    expect(await me(client)).toMatchObject({ isOAuthAccount: true, email: { address: email, verified: false }, profile: { profileTypes: ['TUTOR'] } });
    const login = app.client();
    expect((await login.data<{ facebookLogin: { status: string } }>(FACEBOOK_LOGIN, { token: await standInToken('FACEBOOK', { email, verified: false }) })).facebookLogin.status).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });

  it.each([
    ['googleSignupReferral', 'GOOGLE', GOOGLE_REFERRAL],
    ['facebookSignupReferral', 'FACEBOOK', FACEBOOK_REFERRAL],
  ] as const)('%s signs up under the referrer’s code', async (_name, provider, mutation) => {
    const referrer = app.client();
    await referrer.data(SIGN_UP, { input: signUpInput() });
    const { getClientReferralSummary } = await referrer.data<{ getClientReferralSummary: { code: string } }>(`query { getClientReferralSummary { code } }`);
    const referee = app.client();
    await referee.data(mutation, { token: await standInToken(provider, { email: uniqueEmail(), verified: true }), code: getClientReferralSummary.code });
    const refereeId = (await me(referee)).id;
    const signedUp = (await app.running.platform.eventStore.readStream(`user-${refereeId}`)).find((event) => event.type === 'UserSignedUp');
    expect(signedUp?.data).toMatchObject({ referralCode: getClientReferralSummary.code });
  });

  it('answers emailLogin exactly as emailLoginV2', async () => {
    const input = signUpInput();
    await app.client().data(SIGN_UP, { input });
    const v1 = await app.client().request<{ emailLogin: { status: string } }>(EMAIL_LOGIN, { email: input.email, password: input.password });
    const v2 = await app.client().request<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: input.password });
    expect(v1.data?.emailLogin.status).toBe(v2.data?.emailLoginV2.status);
    const wrong = await app.client().request(EMAIL_LOGIN, { email: input.email, password: 'wrong password' });
    expect(wrong.errors?.[0].message).toBe('The email or password is incorrect.');
  });

  it('serves the stand-in page only for the app’s own callback', async () => {
    const page = await (await fetch(`${app.url}/sandbox/oauth/google?redirect_uri=${encodeURIComponent('https://evil.example/steal')}&state=s`)).text();
    expect(page).toContain('Invalid request');
    const continued = await fetch(`${app.url}/sandbox/oauth/google/continue?redirect_uri=${encodeURIComponent('https://evil.example/steal')}&state=s&email=a%40example.com`, { redirect: 'manual' });
    expect(continued.status).toBe(400);
    expect((await fetch(`${app.url}/sandbox/oauth/twitter?state=s`)).status).toBe(404);
  });
});

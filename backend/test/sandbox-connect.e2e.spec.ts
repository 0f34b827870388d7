import { CURRENT_USER, CurrentUser, SIGN_UP, signUpInput } from './support/account-operations';
import { startTestApp, TestApp } from './support/test-app';

const AUTHORIZE_URL = `query ($redirectUri: String!) { getStripeConnectAuthorizeUrl(redirectUri: $redirectUri) }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount stripeConnectVerified } }`;
const RETURN_PATH = '/account-settings/tutor-payouts/stripe-connect';

describe("the payments sandbox's stand-in for Stripe's Connect pages", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  /** The sandbox page at the app's own address (the test app's public URL has no real port). */
  const fetchPage = async (url: string) => {
    const { pathname, search } = new URL(url);
    const response = await fetch(`${app.url}${pathname}${search}`, { headers: { accept: 'text/html' } });
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  const linkOf = (html: string, id: string) => html.match(new RegExp(`id="${id}" href="([^"]+)"`))?.[1].replace(/&#38;/g, '&');

  it('returns to the app with a fresh code and the state, which links a Connect account', async () => {
    const tutor = app.client();
    await tutor.data(SIGN_UP, { input: signUpInput({ profileType: 'TUTOR' }) });
    await tutor.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    const redirectUri = `http://localhost${RETURN_PATH}`;
    const { getStripeConnectAuthorizeUrl } = await tutor.data<{ getStripeConnectAuthorizeUrl: string }>(AUTHORIZE_URL, { redirectUri });
    const state = new URL(getStripeConnectAuthorizeUrl).searchParams.get('state');

    const page = await fetchPage(getStripeConnectAuthorizeUrl);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    const back = new URL(linkOf(page.html, 'connect')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^ac_sandbox_[0-9a-f]{24}$/);
    const cancel = new URL(linkOf(page.html, 'cancel')!);
    expect(cancel.searchParams.get('error')).toBe('access_denied');

    const { associateStripeConnect } = await tutor.data<{ associateStripeConnect: unknown }>(ASSOCIATE, { authCode: code });
    expect(associateStripeConnect).toEqual({ hasStripeConnectAccount: true, stripeConnectVerified: true });
    const second = await fetchPage(getStripeConnectAuthorizeUrl);
    expect(new URL(linkOf(second.html, 'connect')!).searchParams.get('code')).not.toBe(code);
  });

  it('never sends the browser to another site, and needs a state', async () => {
    const elsewhere = await fetchPage(`http://x/sandbox/connect/authorize?state=s1&redirect_uri=${encodeURIComponent('https://evil.example.com/steal')}`);
    expect(elsewhere.html).toContain('Invalid request');
    expect(elsewhere.html).not.toContain('evil.example.com');
    const noState = await fetchPage(`http://x/sandbox/connect/authorize?redirect_uri=${encodeURIComponent(`http://localhost${RETURN_PATH}`)}`);
    expect(noState.html).toContain('Invalid request');
  });
});

import { Page } from 'playwright-core';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;

/** A GraphQL call from the page's context: it shares the page's cookies, so a sign-up signs the page in. */
async function graphql<T>(page: Page, url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${url}/graphql`, { headers: { 'content-type': 'application/json' }, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

(chromiumAvailable() ? describe : describe.skip)("the client's welcome steps in a real browser", () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('welcome');
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it('lands a new client on /welcome from the sign-up form, and walks every step to the dashboard: e-mail verified, location, card, request', async () => {
    const email = `welcome-${Date.now()}@example.com`;
    const page = await app.newPage();
    await page.goto(`${app.url}/signup`);
    await page.fill('#signup-email', email);
    await page.fill('#signup-password', 'welcome secret 1');
    await page.getByRole('button', { name: en['auth.signup.next'] }).click();
    await page.waitForURL('**/signup/profileType');
    await page.getByText(en['auth.signup.profileType.STUDENT_OR_PARENT']).click();
    await page.getByRole('button', { name: en['auth.signup.next'] }).click();
    await page.waitForURL('**/signup/contactInfo');
    await page.fill('#signup-first-name', 'Wendy');
    await page.fill('#signup-last-name', 'Elcome');
    await page.getByRole('button', { name: en['auth.signup.submit'] }).click();
    await page.waitForURL('**/welcome');
    await page.getByRole('heading', { name: en['welcome.heading'].replace('{firstName}', 'Wendy') }).waitFor();
    await screenshot(page, 'welcome-01-overview');

    // Step 1: the e-mail, verified from the link the sign-up e-mailed.
    await page.getByRole('link', { name: en['welcome.start'] }).click();
    await page.waitForURL('**/welcome/verify-account');
    await page.getByText(en['welcome.stepOf'].replace('{step}', '1').replace('{total}', '4')).waitFor();
    const { devOutbox } = await graphql<{ devOutbox: Array<{ text: string }> }>(page, app.url, 'query ($to: String!) { devOutbox(to: $to) { text } }', { to: email });
    const link = devOutbox.map((mail) => mail.text.match(/\/welcome\/verify-account\?token=[\w%-]+/)?.[0]).find(Boolean);
    await page.goto(`${app.url}${link}`);
    await page.getByText(en['auth.verify.success.heading']).waitFor();
    await page.goto(`${app.url}/welcome`);
    await page.getByRole('listitem').filter({ hasText: en['welcome.step.verify-account'] }).getByText(en['welcome.done']).waitFor();

    // Step 2: the location, from a ZIP code.
    await page.getByRole('link', { name: en['welcome.start'] }).click();
    await page.waitForURL('**/welcome/location');
    await page.getByRole('button', { name: en['welcome.location.save'] }).click();
    await page.getByText(en['welcome.location.zipRequired']).waitFor();
    await page.getByLabel(en['welcome.location.zip']).fill('10001');
    await page.getByRole('button', { name: en['welcome.location.save'] }).click();

    // Step 3: a card (the sandbox's Visa test card).
    await page.waitForURL('**/welcome/payment');
    await page.getByRole('radio', { name: /ending in 4242/ }).check({ force: true });
    await screenshot(page, 'welcome-02-payment');
    await page.getByRole('button', { name: en['paymentMethods.addCard'] }).click();

    // Step 4: the request, optional; Finish ends at the dashboard.
    await page.waitForURL('**/welcome/request-a-tutor');
    await page.getByRole('main').getByRole('link', { name: en['welcome.findTutor'], exact: true }).waitFor();
    await page.getByRole('link', { name: en['welcome.finish'] }).click();
    await page.waitForURL('**/dashboard');

    // Back on the overview: nothing is missing any more.
    await page.goto(`${app.url}/welcome`);
    const steps = page.getByRole('list', { name: en['welcome.steps'] });
    await steps.getByRole('listitem').filter({ hasText: en['welcome.step.payment'] }).getByText(en['welcome.done']).waitFor();
    await steps.getByRole('listitem').filter({ hasText: en['welcome.step.location'] }).getByText(en['welcome.done']).waitFor();
    await page.getByRole('main').getByRole('link', { name: en['welcome.findTutor'], exact: true }).waitFor();
    await screenshot(page, 'welcome-03-all-done');
    const { getCurrentUserV2 } = await graphql<{ getCurrentUserV2: { profile: { currentLocation: unknown } } }>(page, app.url, '{ getCurrentUserV2 { profile { currentLocation { zip city state } } } }');
    expect(getCurrentUserV2.profile.currentLocation).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
  }, 180_000);

  it('lets a new client skip every step, in Spanish, and skip the whole start from the overview', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/`);
    await graphql(page, app.url, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', {
      input: { email: `skipper-${Date.now()}@example.com`, password: 'skipper secret 1', firstName: 'Saltar', lastName: 'Todo', profileType: 'STUDENT_OR_PARENT' },
    });
    await graphql(page, app.url, 'mutation { saveUserLanguagePreference(language: "sp") { id } }');
    await page.goto(`${app.url}/welcome`);
    await page.getByRole('heading', { name: sp['welcome.heading'].replace('{firstName}', 'Saltar') }).waitFor();
    await page.getByRole('link', { name: sp['welcome.start'] }).click();
    for (const next of ['location', 'payment', 'request-a-tutor']) {
      await page.getByRole('link', { name: sp['welcome.skip'], exact: true }).click();
      await page.waitForURL(`**/welcome/${next}`);
    }
    await screenshot(page, 'welcome-04-spanish-request-step');
    await page.getByRole('link', { name: sp['welcome.finish'] }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(`${app.url}/welcome`);
    for (const step of ['verify-account', 'location', 'payment'] as const) {
      await page.getByRole('listitem').filter({ hasText: sp[`welcome.step.${step}`] }).getByText(sp['welcome.toDo']).waitFor();
    }
    await page.getByRole('link', { name: sp['welcome.skipAll'] }).click();
    await page.waitForURL('**/dashboard');
  }, 120_000);
});

import { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { DEMO_TUTOR_EMAIL } from '../../ops/seed/seed-demo-accounts';
import { eventually } from '../../backend/test-support/eventually';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;

/** A GraphQL call from the page's context: it shares the page's cookies, so a sign-up signs the page in. */
async function graphql<T>(page: Page, url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${url}/graphql`, { headers: { 'content-type': 'application/json' }, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The invite link of the last invitation e-mailed to `to` (the mail queue delivers it a moment after the call). */
async function inviteLinkTo(page: Page, url: string, to: string): Promise<string> {
  let link: string | undefined;
  await eventually(async () => {
    const { devOutbox } = await graphql<{ devOutbox: Array<{ text: string }> }>(page, url, 'query ($to: String!) { devOutbox(to: $to) { text } }', { to });
    link = devOutbox.map((mail) => mail.text.match(/\/su\/h\/[\w%-]+/)?.[0]).find(Boolean);
    return link !== undefined;
  });
  return link as string;
}

(chromiumAvailable() ? describe : describe.skip)("the client's welcome steps and invitations in a real browser", () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('welcome', { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: DEMO_PASSWORD, CORPORATE_REFERRAL_CODES: 'ACME=Acme Corporation' });
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

  it('lets a tutor invite a client from /tutor-refer-client; the invitee sets a password from the link, lands signed in on /w/h, and the used link then shows the invalid page', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const tutor = await app.newPage();
    await logIn(tutor, app.url, DEMO_TUTOR_EMAIL);
    await tutor.goto(`${app.url}/tutor-refer-client`);
    const form = tutor.getByRole('form', { name: en['invitations.panel.heading'] });
    await form.getByRole('button', { name: en['invitations.send'] }).click();
    await form.getByText(en['invitations.validation.email']).waitFor();
    await form.getByLabel(en['invitations.field.firstName']).fill('Iris');
    await form.getByLabel(en['invitations.field.lastName']).fill('Invitada');
    await form.getByLabel(en['invitations.field.email']).fill(email);
    await form.getByLabel(en['invitations.field.clientProfileType']).selectOption('STUDENT');
    await form.getByRole('button', { name: en['invitations.send'] }).click();
    const sent = tutor.getByRole('list', { name: en['invitations.list.heading'] }).getByRole('listitem', { name: 'Iris Invitada' });
    await sent.getByText(en['invitations.status.PENDING']).waitFor();
    await screenshot(tutor, 'invitations-01-tutor-sent');

    const invitee = await app.newPage();
    const link = await inviteLinkTo(invitee, app.url, email);
    await invitee.goto(`${app.url}${link}`);
    await invitee.getByRole('heading', { name: en['invitations.accept.heading'].replace('{firstName}', 'Iris') }).waitFor();
    await invitee.getByText(email).waitFor();
    await screenshot(invitee, 'invitations-02-invitee');
    await invitee.getByLabel(en['invitations.accept.password']).fill('short');
    await invitee.getByRole('button', { name: en['invitations.accept.submit'] }).click();
    await invitee.getByText(en['invitations.validation.password']).waitFor();
    await invitee.getByLabel(en['invitations.accept.password']).fill('invited secret 1');
    await invitee.getByRole('button', { name: en['invitations.accept.submit'] }).click();
    await invitee.waitForURL('**/w/h');
    await invitee.getByRole('heading', { name: en['welcome.lead.heading'].replace('{firstName}', 'Iris') }).waitFor();
    await invitee.getByRole('button', { name: en['layout.me.label'] }).waitFor();
    await screenshot(invitee, 'invitations-03-signed-in');
    const { getCurrentUserV2 } = await graphql<{ getCurrentUserV2: { email: { address: string; verified: boolean } } }>(invitee, app.url, '{ getCurrentUserV2 { email { address verified } } }');
    expect(getCurrentUserV2.email).toEqual({ address: email, verified: true });

    // The tutor sees it accepted; the same link, opened again elsewhere, is the invalid page.
    await tutor.reload();
    await tutor.getByRole('list', { name: en['invitations.list.heading'] }).getByRole('listitem', { name: 'Iris Invitada' }).getByText(en['invitations.status.ACCEPTED']).waitFor();
    const again = await app.newPage();
    await again.goto(`${app.url}${link}`);
    await again.waitForURL('**/su/invalid');
    await again.getByRole('heading', { name: 'This Invite Link Is Invalid' }).waitFor();
    await screenshot(again, 'invitations-04-used-link');
  }, 180_000);

  it("lets an admin invite from the admin panel's Invite tab, and shows a mistyped link as invalid, in Spanish", async () => {
    const admin = await app.newPage();
    await logIn(admin, app.url, 'admin@example.com');
    await admin.goto(`${app.url}/admin/invite`);
    const form = admin.getByRole('form', { name: en['invitations.panel.heading'] });
    await form.getByLabel(en['invitations.field.firstName']).fill('Ada');
    await form.getByLabel(en['invitations.field.lastName']).fill('Admin-Invited');
    await form.getByLabel(en['invitations.field.email']).fill(`admin-invited-${Date.now()}@example.com`);
    await form.getByRole('button', { name: en['invitations.send'] }).click();
    const row = admin.getByRole('listitem', { name: 'Ada Admin-Invited' });
    await row.getByText(en['invitations.status.PENDING']).waitFor();
    await row.getByRole('button', { name: en['invitations.resend'] }).click();
    await admin.getByText(/A new link was sent to/).waitFor();
    await screenshot(admin, 'invitations-05-admin-tab');

    const visitor = await app.newPage();
    await visitor.goto(`${app.url}/`);
    await visitor.evaluate("window.localStorage.setItem('language', 'sp')");
    await visitor.goto(`${app.url}/su/h/mistyped-ticket`);
    await visitor.waitForURL('**/su/invalid');
    await visitor.getByRole('heading', { name: sp['invitations.invalid.heading'] }).waitFor();
  }, 120_000);

  it("signs a family up from the personalised link the Leads tab gives for its lead, landing on /w/h; and a client under an organisation's code", async () => {
    const email = `family-${Date.now()}@example.com`;
    const visitor = await app.newPage();
    await visitor.goto(`${app.url}/`);
    await graphql(visitor, app.url, 'mutation ($input: FlexIntakeInput!, $key: String!) { submitFlexIntake(input: $input, idempotencyKey: $key) }', {
      input: { firstName: 'Pat', lastName: 'Doe', email, phoneNumber: '(212) 555-0100', clientProfileType: 'STUDENT', subject: 'Algebra 1', tutorProfileId: null },
      key: `flex-${Date.now()}`,
    });

    const admin = await app.newPage();
    await logIn(admin, app.url, 'admin@example.com');
    let href: string | null = null;
    await eventually(async () => {
      await admin.goto(`${app.url}/admin/leads`);
      const link = admin.getByRole('row').filter({ hasText: email }).getByRole('link', { name: en['admin.leads.signupLink'] });
      await link.waitFor({ timeout: 3_000 }).catch(() => undefined);
      href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
      return href !== null;
    });

    await visitor.goto(`${app.url}${href}`);
    await visitor.getByRole('heading', { name: en['quickSignup.personalized.heading'].replace('{firstName}', 'Pat') }).waitFor();
    expect(await visitor.getByLabel(en['auth.field.email']).inputValue()).toBe(email);
    await visitor.getByLabel(en['auth.field.password']).fill('family secret 1');
    await screenshot(visitor, 'signup-01-personalized');
    await visitor.getByRole('button', { name: en['auth.signup.submit'] }).click();
    await visitor.waitForURL('**/w/h');
    await visitor.getByRole('heading', { name: en['welcome.lead.heading'].replace('{firstName}', 'Pat') }).waitFor();

    const member = await app.newPage();
    await member.goto(`${app.url}/signup/corporate/acme`);
    await member.getByRole('heading', { name: en['quickSignup.corporate.heading'].replace('{organisation}', 'Acme Corporation') }).waitFor();
    await member.getByLabel(en['auth.field.firstName']).fill('Mia');
    await member.getByLabel(en['auth.field.lastName']).fill('Member');
    await member.getByLabel(en['auth.field.email']).fill(`member-${Date.now()}@example.com`);
    await member.getByLabel(en['auth.field.password']).fill('member secret 1');
    await member.getByRole('button', { name: en['auth.signup.submit'] }).click();
    await member.waitForURL('**/welcome');
    await member.getByRole('heading', { name: en['welcome.heading'].replace('{firstName}', 'Mia') }).waitFor();
  }, 120_000);
});

import { Page } from 'playwright-core';
import { eventually } from '../../backend/test-support/eventually';
import { DEMO_PARENT_EMAIL, DEMO_TUTOR_EMAIL, demoAccountId } from '../../ops/seed/seed-demo-accounts';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const PHONE_E164 = '+15125550177';

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

async function token(url: string, email: string): Promise<string> {
  const { emailLoginV2 } = await graphql<{ emailLoginV2: { token: string } }>(url, 'mutation ($email: String!, $password: String!) { emailLoginV2(email: $email, password: $password) { token } }', {
    email,
    password: DEMO_PASSWORD,
  });
  return emailLoginV2.token;
}

/** The demo parent and tutor become a pair as in the connecting test, through the API: phone, request, accept. */
async function pairDemoAccounts(url: string): Promise<void> {
  const client = await token(url, DEMO_PARENT_EMAIL);
  const tutor = await token(url, DEMO_TUTOR_EMAIL);
  await graphql(url, 'mutation ($phone: String!) { editContactInfo(phoneNumber: $phone) { id } }', { phone: PHONE_E164 }, client);
  await graphql(url, 'mutation { sendPhoneVerificationCode }', {}, client);
  const code = await eventually(async () => {
    const { devOutbox } = await graphql<{ devOutbox: Array<{ text: string }> }>(url, 'query ($to: String!) { devOutbox(to: $to) { text } }', { to: PHONE_E164 });
    const found = devOutbox.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
    if (!found) throw new Error('no code texted yet');
    return found;
  });
  await graphql(url, 'mutation ($code: String!) { verifyPhoneNumber(code: $code) { id } }', { code }, client);
  const input = {
    tutorId: demoAccountId(DEMO_TUTOR_EMAIL),
    subject: 'Algebra 1',
    gradeLevel: 'High School',
    sessionType: 'online',
    daysAvailable: ['Monday'],
    timeAvailable: 'Weekday evenings',
    firstMessage: 'Hi Taylor, my son needs help with Algebra 1.',
  };
  await graphql(url, 'mutation ($input: TutoringRequestInput!) { requestTutoringSession(input: $input) }', { input }, client);
  const requestId = await eventually(async () => {
    const { getRequestsOfTutorQuery } = await graphql<{ getRequestsOfTutorQuery: Array<{ id: string }> }>(url, 'query { getRequestsOfTutorQuery(status: PENDING) { id } }', {}, tutor);
    if (!getRequestsOfTutorQuery[0]) throw new Error('no request yet');
    return getRequestsOfTutorQuery[0].id;
  });
  await graphql(url, 'mutation ($requestId: ID!) { acceptTutoringRequest(requestId: $requestId) { id } }', { requestId }, tutor);
}

const pad = (value: number) => String(value).padStart(2, '0');

(chromiumAvailable() ? describe : describe.skip)('a session from scheduling to payout in two browsers', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('sessions', { SESSION_PROCESSING_DELAY_MINUTES: '0' });
    // The demo accounts exist once the demo tutor is searchable; only then log in (failed logins are rate limited).
    await eventually(
      async () => {
        const { getTutorsByName } = await graphql<{ getTutorsByName: Array<{ id: string }> }>(app.url, 'query ($name: String!) { getTutorsByName(name: $name) { id } }', { name: 'Taylor Reyes' });
        return getTutorsByName.some((each) => each.id === demoAccountId(DEMO_TUTOR_EMAIL));
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    await pairDemoAccounts(app.url);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  const open = (): Promise<Page> => app.newPage({ timezoneId: 'UTC', locale: 'en-US' });

  it('the client adds a declined test card, the tutor schedules a session that ends, the payment fails, the client fixes it and both see it completed', async () => {
    const client = await open();
    const tutor = await open();

    // The client sees the missing card, then adds Stripe's declined test card.
    await logIn(client, app.url, DEMO_PARENT_EMAIL);
    await client.goto(`${app.url}/sessions/upcoming`);
    await client.getByText(en['paymentMethods.missing.title']).first().waitFor();
    await client.goto(`${app.url}/account-settings/payment`);
    await client.getByRole('radio', { name: /ending in 0002/ }).check({ force: true });
    await client.getByRole('button', { name: en['paymentMethods.addCard'] }).click();
    await client.getByRole('listitem', { name: 'Visa ending in 0002' }).waitFor();
    await screenshot(client, 'sessions-01-card-added');

    // The tutor chooses a Venmo payout and schedules a session that has just ended.
    await logIn(tutor, app.url, DEMO_TUTOR_EMAIL);
    await tutor.goto(`${app.url}/account-settings/tutor-payouts/venmo`);
    await tutor.getByLabel(en['payouts.manual.venmoLabel']).fill('@taylor-reyes');
    await tutor.getByRole('button', { name: 'Save and use Venmo' }).click();
    await tutor.getByText('You are paid through Venmo (@taylor-reyes).').waitFor();

    const now = new Date();
    const end = new Date(Math.floor(now.getTime() / (15 * 60_000)) * 15 * 60_000 - 15 * 60_000);
    const start = new Date(end.getTime() - 30 * 60_000);
    await tutor.goto(`${app.url}/sessions/upcoming`);
    await tutor.getByRole('button', { name: en['sessions.schedule'] }).click();
    const dialog = tutor.getByRole('dialog', { name: en['sessions.form.createTitle'] });
    await dialog.getByLabel(en['sessions.form.client']).selectOption({ label: 'Pat Morgan' });
    await dialog.getByLabel(en['sessions.form.subject']).fill('Algebra 1');
    await dialog.getByRole('button', { name: new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(start) }).click();
    await dialog.getByLabel(en['sessions.form.start']).selectOption(`${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`);
    await dialog.getByLabel(en['sessions.form.end']).selectOption(`${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}`);
    await dialog.getByText(en['sessions.flag.startInPast']).waitFor();
    await screenshot(tutor, 'sessions-02-schedule-dialog');
    await dialog.getByRole('button', { name: en['sessions.form.submitCreate'], exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Its processing time has passed: the declined card makes it a payment error the client sees.
    await client.goto(`${app.url}/sessions/completed`);
    const errors = client.getByRole('region', { name: en['sessions.paymentError.heading'] });
    await eventually(
      async () => {
        await client.reload();
        await errors.waitFor({ timeout: 2_000 });
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 1_000 },
    );
    await screenshot(client, 'sessions-03-payment-error');

    // The client adds a working card, makes it the default and tries again.
    await errors.getByRole('button', { name: en['sessions.paymentError.fix'] }).first().click();
    const fix = client.getByRole('dialog', { name: en['sessions.paymentError.dialogTitle'] });
    await fix.getByRole('button', { name: en['sessions.paymentError.addAnother'] }).click();
    await fix.getByRole('radio', { name: /Visa ending in 4242/ }).check({ force: true });
    await fix.getByRole('button', { name: en['paymentMethods.addCard'] }).click();
    const visa = fix.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
    await visa.waitFor();
    await screenshot(client, 'sessions-04-fix-dialog');
    await visa.getByRole('button', { name: en['paymentMethods.setDefault'] }).click();
    await visa.getByText(en['paymentMethods.default']).waitFor();
    await fix.getByRole('button', { name: en['sessions.paymentError.retry'] }).click();
    await fix.waitFor({ state: 'hidden' });

    // Charged and paid: both see it in their completed sessions.
    await eventually(
      async () => {
        await client.reload();
        await client.getByRole('listitem', { name: 'Taylor Reyes' }).getByText(en['sessions.completed.paid']).waitFor({ timeout: 2_000 });
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 1_000 },
    );
    expect(await client.getByRole('region', { name: en['sessions.paymentError.heading'] }).count()).toBe(0);
    await screenshot(client, 'sessions-05-client-completed');

    // The sessions' messages load with their route, in Spanish too once the client switches.
    await client.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await client.getByRole('tab', { name: catalogs.sp['sessions.tab.completed'] }).waitFor();
    await client.getByRole('listitem', { name: 'Taylor Reyes' }).getByText(catalogs.sp['sessions.completed.paid']).waitFor();

    // The client's referral link, from the client menu's Refer a friend.
    await client.goto(`${app.url}/refer-friend`);
    await client.getByRole('heading', { name: catalogs.sp['referrals.heading'] }).waitFor();
    expect(await client.getByLabel(catalogs.sp['referrals.link']).inputValue()).toMatch(/\/c\/[\w-]+$/);
    await screenshot(client, 'sessions-08-refer-friend');

    await tutor.goto(`${app.url}/sessions/completed`);
    const pat = tutor.getByRole('listitem', { name: 'Pat Morgan' });
    await pat.waitFor();
    await pat.getByText(en['sessions.completed.paid']).waitFor();
    await tutor.goto(`${app.url}/sessions/summaries`);
    await tutor.getByRole('rowheader', { name: 'Pat Morgan' }).waitFor();
    await screenshot(tutor, 'sessions-06-tutor-summaries');

    // On a phone the tabs and the list still fit.
    await tutor.setViewportSize({ width: 375, height: 812 });
    await tutor.goto(`${app.url}/sessions/completed`);
    await tutor.getByRole('listitem', { name: 'Pat Morgan' }).waitFor();
    await screenshot(tutor, 'sessions-07-mobile');
    expect(await tutor.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  }, 300_000);
});

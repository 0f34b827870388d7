import { Page } from 'playwright-core';
import { eventually } from '../../backend/test-support/eventually';
import { DEMO_PARENT_EMAIL, DEMO_TUTOR_EMAIL, demoAccountId } from '../../ops/seed/seed-demo-accounts';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';
import { dateAhead, endedHalfHour, fillSessionTimes, monthOf, pickCalendarDay } from './support/session-dialog';
import { shiftDateKey } from '../src/features/sessions/session-times';

const en = catalogs.en;
const sp = catalogs.sp;
const DENVER = 'America/Denver';
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

    // Neither has chosen a time zone: both see the browser's, UTC.
    const ended = endedHalfHour('UTC');
    const completed = `${app.url}/sessions/completed?month=${monthOf(ended.date)}`;
    await tutor.goto(`${app.url}/sessions/upcoming`);
    await tutor.getByRole('button', { name: en['sessions.schedule'] }).click();
    const dialog = tutor.getByRole('dialog', { name: en['sessions.form.createTitle'] });
    await dialog.getByLabel(en['sessions.form.client']).selectOption({ label: 'Pat Morgan' });
    await dialog.getByLabel(en['sessions.form.subject']).fill('Algebra 1');
    await fillSessionTimes(dialog, en, 'en-US', ended, 'UTC');
    await dialog.getByText(en['sessions.flag.startInPast']).waitFor();
    await screenshot(tutor, 'sessions-02-schedule-dialog');
    await dialog.getByRole('button', { name: en['sessions.form.submitCreate'], exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Its processing time has passed: the declined card makes it a payment error the client sees.
    await client.goto(completed);
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

    await tutor.goto(completed);
    const pat = tutor.getByRole('listitem', { name: 'Pat Morgan' });
    await pat.waitFor();
    await pat.getByText(en['sessions.completed.paid']).waitFor();
    // The session's month, as for the completed sessions: on a month's 1st, yesterday's is last month's.
    await tutor.goto(`${app.url}/sessions/summaries?month=${monthOf(ended.date)}`);
    await tutor.getByRole('rowheader', { name: 'Pat Morgan' }).waitFor();
    await screenshot(tutor, 'sessions-06-tutor-summaries');

    // On a phone the tabs and the list still fit.
    await tutor.setViewportSize({ width: 375, height: 812 });
    await tutor.goto(completed);
    await tutor.getByRole('listitem', { name: 'Pat Morgan' }).waitFor();
    await screenshot(tutor, 'sessions-07-mobile');
    expect(await tutor.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  }, 300_000);

  /** "YYYY-MM-DD HH:MM" of an instant on `timeZone`'s clock, read by the platform's own Intl (not the app's code). */
  function wallClock(instant: string, timeZone: string): string {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  }

  /** The text with any run of spaces (ICU puts narrow no-break spaces in times) as one space. */
  const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

  it('a Denver tutor on a Madrid laptop schedules 9:00 PM and gets 9:00 PM Denver: stored as that instant, listed and grouped on Denver’s day, in English and Spanish', async () => {
    const tutorToken = await token(app.url, DEMO_TUTOR_EMAIL);
    await graphql(app.url, 'mutation ($zone: String!) { editTimeZoneId(timeZoneId: $zone) }', { zone: DENVER }, tutorToken);
    const tutor = await app.newPage({ timezoneId: 'Europe/Madrid', locale: 'en-US' });
    await logIn(tutor, app.url, DEMO_TUTOR_EMAIL);
    // 9 PM in Denver is already the next day in Madrid (and UTC): the day it is filed under tells the zones apart.
    const date = dateAhead(3, DENVER);
    const planned = { date, start: '21:00', end: '22:00' };

    await tutor.goto(`${app.url}/sessions/upcoming`);
    await tutor.getByRole('button', { name: en['sessions.schedule'] }).click();
    const dialog = tutor.getByRole('dialog', { name: en['sessions.form.createTitle'] });
    await dialog.getByLabel(en['sessions.form.client']).selectOption({ label: 'Pat Morgan' });
    await dialog.getByLabel(en['sessions.form.subject']).fill('Geometry');
    await fillSessionTimes(dialog, en, 'en-US', planned, DENVER);
    expect(spaced(await dialog.getByLabel(en['sessions.form.start']).locator('option:checked').textContent())).toBe('9:00 PM');
    await screenshot(tutor, 'sessions-09-denver-tutor-in-madrid');
    await dialog.getByRole('button', { name: en['sessions.form.submitCreate'], exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Stored as 9 PM on Denver's clock that day, with Denver as the session's zone.
    const { getUpcomingSessions } = await graphql<{ getUpcomingSessions: { sessions: Array<{ subject: string; startTime: string; endTime: string; timeZoneId: string }> } }>(
      app.url,
      'query { getUpcomingSessions(isTutorContext: true, pageNum: 1) { sessions { subject startTime endTime timeZoneId } } }',
      {},
      tutorToken,
    );
    const stored = getUpcomingSessions.sessions.find((session) => session.subject === 'Geometry');
    expect(stored && { start: wallClock(stored.startTime, DENVER), end: wallClock(stored.endTime, DENVER), zone: stored.timeZoneId }).toEqual({ start: `${date} 21:00`, end: `${date} 22:00`, zone: DENVER });
    expect(wallClock(stored!.startTime, 'UTC').slice(0, 10)).toBe(shiftDateKey(date, 1));

    // The list shows Denver's day and clock.
    const card = tutor.getByRole('listitem', { name: /^Geometry, / });
    await card.waitFor();
    const denverDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: DENVER }).format(new Date(stored!.startTime));
    expect(spaced(await card.textContent())).toMatch(new RegExp(`${denverDay}, 9:00 PM – 10:00 PM M[SD]T`));

    // The calendar's day agenda (the week's sessions, grouped by day) files it under Denver's day, not the next.
    await tutor.getByRole('button', { name: en['sessions.schedule'] }).click();
    await pickCalendarDay(dialog, en, 'en-US', date, DENVER);
    const agenda = dialog.getByRole('region', { name: en['sessions.form.dayAgenda'].replace('{date}', new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))) });
    await agenda.getByText('Geometry').waitFor();
    expect(spaced(await agenda.getByRole('listitem').filter({ hasText: 'Geometry' }).textContent())).toMatch(/^9:00 PM – 10:00 PM · Geometry$/);
    await screenshot(tutor, 'sessions-10-denver-day-agenda');
    await pickCalendarDay(dialog, en, 'en-US', shiftDateKey(date, 1), DENVER);
    await dialog.getByText(en['sessions.form.dayFree']).waitFor();
    expect(await dialog.getByText('Geometry').count()).toBe(0);
    await tutor.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // In Spanish, the same day and clock (21:00 is "9:00 p. m." in US Spanish); the calendar's days are named in Spanish.
    await tutor.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await tutor.getByRole('tab', { name: sp['sessions.tab.upcoming'] }).waitFor();
    const spanishDay = new Intl.DateTimeFormat('es-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: DENVER }).format(new Date(stored!.startTime));
    const spanishCard = tutor.getByRole('listitem', { name: /^Geometry, / });
    expect(spaced(await spanishCard.textContent())).toContain(spaced(spanishDay));
    expect(spaced(await spanishCard.textContent())).toMatch(/de 9:00 p\. ?m\. a 10:00 p\. ?m\. M[SD]T/);
    await tutor.getByRole('button', { name: sp['sessions.schedule'] }).click();
    const spanishDialog = tutor.getByRole('dialog', { name: sp['sessions.form.createTitle'] });
    await pickCalendarDay(spanishDialog, sp, 'es-US', date, DENVER);
    await spanishDialog.getByLabel(sp['sessions.form.start']).waitFor();
    await spanishDialog.getByRole('region').getByText('Geometry').waitFor();
    await screenshot(tutor, 'sessions-11-denver-day-agenda-sp');
  }, 180_000);
});

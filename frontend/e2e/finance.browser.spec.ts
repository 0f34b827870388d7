import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { scheduleEndedSession } from '../../backend/test-support/ended-session';
import { eventually } from '../../backend/test-support/eventually';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;
const ADMIN_EMAIL = 'finance-admin@example.com';

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

/** A new account through the API: its token and id. */
async function signUp(url: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string): Promise<{ token: string; id: string }> {
  const input = { email: `${firstName.toLowerCase()}-${Date.now()}@example.com`, password: DEMO_PASSWORD, firstName, lastName: 'Finance', profileType };
  const { emailSignup } = await graphql<{ emailSignup: { token: string } }>(url, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', { input });
  const { getCurrentUserV2 } = await graphql<{ getCurrentUserV2: { id: string } }>(url, 'query { getCurrentUserV2 { id } }', {}, emailSignup.token);
  return { token: emailSignup.token, id: getCurrentUserV2.id };
}

(chromiumAvailable() ? describe : describe.skip)('finance in the browser: the month replay', () => {
  let app: BrowserApp;
  let sessionId: string;
  let month: string;

  beforeAll(async () => {
    app = await startBrowserApp('finance', { DEMO_DATA: 'off', ADMIN_EMAIL, ADMIN_PASSWORD: DEMO_PASSWORD });
    const client = await signUp(app.url, 'STUDENT_OR_PARENT', 'Clara');
    await graphql(app.url, 'mutation { addPaymentMethod(cardToken: "tok_visa") { id } }', {}, client.token);
    const tutor = await signUp(app.url, 'TUTOR', 'Teo');
    await graphql(app.url, 'mutation { editPrimaryPayoutOption(primaryPayoutMethod: venmo, manualPayoutId: "@teo") { manualPayoutId } }', {}, tutor.token);
    // The session as the sessions API records it, written to the log the app reads (it picks up other writers' events).
    const eventStore = new SqliteEventStore(join(app.dataDir, 'events.sqlite'));
    try {
      sessionId = await scheduleEndedSession(eventStore, { tutorId: tutor.id, clientId: client.id, tutorRateCents: 3000, clientRateCents: 3000 });
      const started = await eventually(
        async () => {
          const events = await eventStore.readStream(sessionStreamId(sessionId));
          if (!events.some((event) => event.type === 'SessionProcessed')) throw new Error('not processed yet');
          return events.find((event) => event.type === 'SessionProcessingStarted')!.data as { startedAt: string };
        },
        { timeoutMs: 30_000, intervalMs: 200 },
      );
      month = started.startedAt.slice(0, 7);
    } finally {
      await eventStore.close();
    }
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  async function adminPage(): Promise<Page> {
    const page = await app.newPage({ acceptDownloads: true });
    await logIn(page, app.url, ADMIN_EMAIL);
    return page;
  }

  it("shows the month's replay with no difference and its totals, and downloads it as CSV", async () => {
    const page = await adminPage();
    await page.goto(`${app.url}/admin/finance?month=${month}`);
    await page.getByText(en['admin.finance.noDifferences']).waitFor();
    const totals = page.getByRole('table', { name: en['admin.finance.totals'] });
    await expect(totals.getByRole('row', { name: new RegExp(en['admin.finance.totals.venmoCents']) }).innerText()).resolves.toMatch(/\$27\.09\s+\$27\.09/);
    await expect(totals.getByRole('row', { name: new RegExp(`^${en['admin.finance.totals.payouts']}`) }).innerText()).resolves.toMatch(/1\s+1/);

    await page.getByRole('textbox', { name: en['admin.finance.whatIf.clientFee'] }).fill('9.7');
    await page.getByRole('textbox', { name: en['admin.finance.whatIf.tutorFee'] }).fill('7.7');
    await page.getByRole('button', { name: en['admin.finance.whatIf.apply'] }).click();
    await page.getByRole('columnheader', { name: en['admin.finance.whatIf'] }).waitFor();
    await expect(totals.getByRole('row', { name: new RegExp(en['admin.finance.totals.venmoCents']) }).innerText()).resolves.toMatch(/\$27\.09\s+\$27\.09\s+\$27\.69/);
    await screenshot(page, 'finance-replay');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en['admin.finance.downloadCsv'] }).click()]);
    expect(download.suggestedFilename()).toBe(`payout-replay-${month}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe('month,total,recorded,recomputed,what-if');
    expect(csv).toContain(`${month},paid by Venmo,27.09,27.09,27.69`);
  });

  it("refunds part of the session with a reason, the tutor at fault; the replay shows the refund and still no difference", async () => {
    const page = await adminPage();
    await page.goto(`${app.url}/admin/refunds?month=${month}`);
    const row = page.getByRole('table', { name: en['admin.refunds.table'] }).locator(`tr[data-session-id="${sessionId}"]`);
    await row.getByRole('button', { name: en['admin.refunds.refund'] }).click();
    const dialog = page.getByRole('dialog', { name: en['admin.refunds.dialogTitle'] });
    await dialog.getByLabel(en['admin.refunds.amount']).fill('40');
    await dialog.getByRole('textbox', { name: en['admin.refunds.reason'] }).fill('Started 20 minutes late.');
    await dialog.getByRole('button', { name: en['admin.refunds.confirm'] }).click();
    await dialog.getByText('Enter an amount more than $0 and at most $32.91.').waitFor();
    await dialog.getByLabel(en['admin.refunds.amount']).fill('16.45');
    await dialog.getByText(en['admin.refunds.tutorAtFault']).click();
    await screenshot(page, 'finance-refund-dialog');
    await dialog.getByRole('button', { name: en['admin.refunds.confirm'] }).click();
    await page.getByText('$16.45 was refunded to the client.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Half the charge back, the tutor at fault: half of the Venmo payout (27.09) is taken back, rounded half up.
    await expect(row.innerText()).resolves.toMatch(/\$16\.45\s+\$13\.54 taken back from the tutor/);
    await screenshot(page, 'finance-refunded');

    await page.goto(`${app.url}/admin/finance?month=${month}`);
    await page.getByText(en['admin.finance.noDifferences']).waitFor();
    const totals = page.getByRole('table', { name: en['admin.finance.totals'] });
    await expect(totals.getByRole('row', { name: new RegExp(en['admin.finance.totals.refundedCents']) }).innerText()).resolves.toMatch(/\$16\.45\s+\$16\.45/);
    await expect(totals.getByRole('row', { name: new RegExp(en['admin.finance.totals.venmoCents']) }).innerText()).resolves.toMatch(/\$13\.55\s+\$13\.55/);
  });

  it('corrects the refunded session to 90 minutes: the client is charged the difference, the Venmo payout adjusted; still no difference in the replay', async () => {
    const page = await adminPage();
    await page.goto(`${app.url}/admin/refunds?month=${month}`);
    const row = page.getByRole('table', { name: en['admin.refunds.table'] }).locator(`tr[data-session-id="${sessionId}"]`);
    await row.getByRole('button', { name: en['admin.corrections.correct'] }).click();
    const dialog = page.getByRole('dialog', { name: en['admin.corrections.dialogTitle'] });
    await dialog.getByRole('textbox', { name: en['admin.corrections.minutes'] }).fill('90');
    await dialog.getByRole('button', { name: en['admin.corrections.confirm'] }).click();
    await dialog.getByText(en['admin.corrections.invalidReason']).waitFor();
    await dialog.getByRole('textbox', { name: en['admin.corrections.reason'] }).fill('The session ran 90 minutes.');
    await screenshot(page, 'finance-correct-dialog');
    await dialog.getByRole('button', { name: en['admin.corrections.confirm'] }).click();
    // 90 minutes at 30.00: the client pays 49.37 (+16.46), the tutor earns 40.63 (+13.54).
    await page.getByText('Corrected: the client +$16.46, the tutor +$13.54.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect(row.innerText()).resolves.toMatch(/\$49\.37\s+\$40\.63/);

    await page.goto(`${app.url}/admin/finance?month=${month}`);
    await page.getByText(en['admin.finance.noDifferences']).waitFor();
    const totals = page.getByRole('table', { name: en['admin.finance.totals'] });
    // Paid by Venmo: 27.09, less the refund's 13.54, plus the correction's 13.54.
    await expect(totals.getByRole('row', { name: new RegExp(en['admin.finance.totals.venmoCents']) }).innerText()).resolves.toMatch(/\$27\.09\s+\$27\.09/);
  });

  it('reads in Spanish, and sends a visitor to log in', async () => {
    const page = await adminPage();
    await page.goto(`${app.url}/admin/finance?month=${month}`);
    await page.getByText(en['admin.finance.noDifferences']).waitFor();
    await page.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await page.getByText(sp['admin.finance.noDifferences']).waitFor();
    await page.getByRole('tab', { name: sp['admin.tabs.finance'] }).waitFor();
    await page.getByRole('table', { name: sp['admin.finance.totals'] }).getByRole('row', { name: new RegExp(sp['admin.finance.totals.venmoCents']) }).waitFor();

    const visitor = await app.newPage();
    await visitor.goto(`${app.url}/admin/finance`);
    await visitor.waitForURL((target) => target.pathname === '/login');
  });
});

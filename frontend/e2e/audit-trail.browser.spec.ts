import { randomUUID } from 'node:crypto';
import { Page } from 'playwright-core';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { scheduleEndedSession } from '../../backend/test-support/ended-session';
import { eventually } from '../../backend/test-support/eventually';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;
const ADMIN_EMAIL = 'audit-admin@example.com';
const ADMIN_PASSWORD = 'audit admin secret';

(chromiumAvailable() ? describe : describe.skip)('the audit trail in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('audit-trail', { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA: 'off' });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  const graphql = async (page: Page, query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post(`${app.url}/graphql`, { data: { query, variables } });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };

  /** A user signed up in a page of their own; answers the page and their id. */
  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string, lastName: string): Promise<{ page: Page; id: string }> {
    const page = await app.newPage();
    const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    await graphql(page, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', { input: { email, password: 'audit secret 1', firstName, lastName, profileType } });
    const data = (await graphql(page, 'query { getCurrentUserV2 { id } }')) as { getCurrentUserV2: { id: string } };
    return { page, id: data.getCurrentUserV2.id };
  }

  async function adminPage(): Promise<Page> {
    const page = await app.newPage();
    await page.goto(`${app.url}/login`);
    await page.fill('#login-email', ADMIN_EMAIL);
    await page.fill('#login-password', ADMIN_PASSWORD);
    await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();
    await page.waitForURL((target) => !target.pathname.startsWith('/login'));
    // The language is the account's: an earlier test may have left it in Spanish.
    await page.locator('select[aria-label]').filter({ has: page.locator('option[value="sp"]') }).first().selectOption('en');
    return page;
  }

  /** A client with a card and a tutor with Connect, whose hour just ended and was paid out by the payout job (or failed, with a declined card). */
  async function paidSession(card = 'tok_visa'): Promise<string> {
    const client = await signedUp('STUDENT_OR_PARENT', 'Carla', 'Díaz');
    await graphql(client.page, 'mutation ($card: String!) { addPaymentMethod(cardToken: $card) { id } }', { card });
    const tutor = await signedUp('TUTOR', 'Tomás', 'Ruiz');
    await graphql(tutor.page, 'mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }', { authCode: `ac_${randomUUID()}` });
    const eventStore = app.running.platform.eventStore;
    const sessionId = await scheduleEndedSession(eventStore, { tutorId: tutor.id, clientId: client.id, subject: 'SAT', dueInMs: 0 });
    const outcome = card === 'tok_visa' ? 'SessionProcessed' : 'SessionErrored';
    await eventually(async () => (await eventStore.readStream(sessionStreamId(sessionId))).some((event) => event.type === outcome), { timeoutMs: 15_000 });
    return sessionId;
  }

  const row = (page: Page, type: string) => page.locator(`tr[data-event-type="${type}"]`);

  it('finds a session by id, reads its history with actors, follows the payout to its charge and transfer, and reads it in Spanish', async () => {
    const sessionId = await paidSession();
    const admin = await adminPage();
    await admin.goto(`${app.url}/admin`);
    await admin.getByRole('tab', { name: en['admin.tabs.history'] }).click();
    await admin.waitForURL('**/admin/history');
    // An empty id is refused in the form, without leaving the tab.
    await admin.getByRole('button', { name: en['admin.history.show'] }).click();
    await admin.getByText(en['admin.history.idRequired']).waitFor();
    await admin.locator('#admin-history-kind').selectOption('session');
    await admin.fill('#admin-history-id', ` ${sessionId} `);
    await admin.getByRole('button', { name: en['admin.history.show'] }).click();
    await admin.waitForURL(`**/admin/history/session/${sessionId}`);

    await row(admin, 'SessionScheduled').getByText('Session scheduled: SAT, 60 minutes, Zoom').waitFor();
    expect(await row(admin, 'SessionScheduled').textContent()).toContain(`Tomás Ruiz ${en['admin.history.role.TUTOR']}`);
    expect(await row(admin, 'SessionMeetingCreated').textContent()).toContain(en['admin.history.role.REACTION']);
    await row(admin, 'SessionProcessed').getByText(en['audit.event.SessionProcessed']).waitFor();
    expect(await row(admin, 'SessionProcessed').textContent()).toContain(en['admin.history.role.SYSTEM_JOB']);
    await screenshot(admin, 'audit-trail-01-session-history');
    // One click away: the session's payout, and back.
    await admin.locator('.admin-history-related').getByRole('link', { name: en['admin.history.kind.payout'] }).click();
    await admin.waitForURL(`**/admin/history/payout/${sessionId}`);
    await row(admin, 'PayoutStarted').getByText(/^Payout attempt 1 started: client total \$43\.88, tutor payout \$27\.09, 60 minutes$/).waitFor();
    await admin.locator('.admin-history-related').getByRole('link', { name: en['admin.history.kind.session'] }).click();
    await admin.waitForURL(`**/admin/history/session/${sessionId}`);
    await row(admin, 'SessionProcessed').waitFor();

    // From the processed row, the payout job's correlation across streams.
    await row(admin, 'SessionProcessed').getByRole('link', { name: en['admin.history.followCorrelation'].replace('{correlationId}', `payout:${sessionId}`) }).click();
    await admin.waitForURL(`**/admin/history/correlation/${encodeURIComponent(`payout:${sessionId}`)}`);
    await row(admin, 'ClientCharged').getByText(/^Client charged \$43\.88 \(.+\)$/).waitFor();
    await row(admin, 'TutorTransferred').getByText(/^Tutor paid \$27\.09 \(.+\)$/).waitFor();
    // One id form, now naming the correlation.
    expect(await admin.locator('#admin-history-id').count()).toBe(1);
    expect(await admin.locator('#admin-history-id').inputValue()).toBe(`payout:${sessionId}`);
    await row(admin, 'SessionProcessed').locator('code', { hasText: sessionStreamId(sessionId) }).waitFor();
    await screenshot(admin, 'audit-trail-02-payout-correlation');

    await admin.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await admin.getByRole('tab', { name: sp['admin.tabs.history'] }).waitFor();
    await row(admin, 'ClientCharged').getByText(/^Se cobró al cliente \$43\.88 \(.+\)$/).waitFor();
    expect(await row(admin, 'ClientCharged').textContent()).toContain(sp['admin.history.role.SYSTEM_JOB']);
    await screenshot(admin, 'audit-trail-03-payout-correlation-es');
  }, 90_000);

  it('pages through a history of more than one page', async () => {
    const pairId = randomUUID();
    const metadata = { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: new Date().toISOString(), via: 'job' as const };
    const tutored = Array.from({ length: 60 }, () => ({ id: randomUUID(), type: 'PairSessionTutored', data: { pairId, sessionId: randomUUID(), recordedAt: metadata.occurredAt }, metadata }));
    await app.running.platform.eventStore.append(`pair-${pairId}`, tutored, { expectedRevision: 'no_stream' });
    const admin = await adminPage();
    await admin.goto(`${app.url}/admin/history/pair/${pairId}`);
    const status = admin.getByRole('status').first();
    await status.getByText('Events 1–50 of 60').waitFor();
    expect(await row(admin, 'PairSessionTutored').count()).toBe(50);
    await admin.getByRole('button', { name: en['admin.history.next'] }).first().click();
    await admin.waitForURL(`**/admin/history/pair/${pairId}?offset=50`);
    await status.getByText('Events 51–60 of 60').waitFor();
    expect(await row(admin, 'PairSessionTutored').count()).toBe(10);
    expect(await admin.getByRole('button', { name: en['admin.history.next'] }).first().isDisabled()).toBe(true);
    await admin.getByRole('button', { name: en['admin.history.previous'] }).first().click();
    await status.getByText('Events 1–50 of 60').waitFor();
  }, 60_000);

  it('opens a session\'s history from its payment error row, and shows the card reminder the admin sends', async () => {
    const sessionId = await paidSession('tok_chargeDeclined');
    const admin = await adminPage();
    await admin.goto(`${app.url}/admin`);
    const errorRow = admin.locator(`tr[data-session-id="${sessionId}"]`);
    await errorRow.getByRole('button', { name: en['admin.paymentErrors.remind'] }).click();
    await admin.getByText(en['admin.paymentErrors.reminded']).waitFor();
    await errorRow.getByRole('link', { name: en['admin.history.linkFor'].replace('{name}', 'SAT') }).click();
    await admin.waitForURL(`**/admin/history/session/${sessionId}`);
    await row(admin, 'SessionErrored').getByText('Payment error: Your card was declined.').waitFor();
    await row(admin, 'PaymentErrorFollowUpSent').getByText(en['audit.event.PaymentErrorFollowUpSent']).waitFor();
    expect(await row(admin, 'PaymentErrorFollowUpSent').textContent()).toContain(en['admin.history.role.ADMIN']);
  }, 60_000);

  it('tells a signed-in client the panel is for admins only', async () => {
    const client = await signedUp('STUDENT_OR_PARENT', 'Nadia', 'Noadmin');
    await client.page.goto(`${app.url}/admin/history/session/${randomUUID()}`);
    await client.page.getByText(en['admin.notAuthorised.body']).waitFor();
    expect(await client.page.locator('tr[data-event-type]').count()).toBe(0);
  });
});

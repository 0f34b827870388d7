import { randomUUID } from 'node:crypto';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { catalogs } from '../src/app/catalogs';
import { adminPage, historyRow, paidSession, signedUp } from './support/back-office';
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

  const loggedInAdmin = () => adminPage(app, ADMIN_EMAIL, ADMIN_PASSWORD);

  it('finds a session by id, reads its history with actors, follows the payout to its charge and transfer, and reads it in Spanish', async () => {
    const { sessionId } = await paidSession(app);
    const admin = await loggedInAdmin();
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

    await historyRow(admin, 'SessionScheduled').getByText('Session scheduled: SAT, 60 minutes, Zoom').waitFor();
    expect(await historyRow(admin, 'SessionScheduled').textContent()).toContain(`Tomás Ruiz ${en['admin.history.role.TUTOR']}`);
    expect(await historyRow(admin, 'SessionMeetingCreated').textContent()).toContain(en['admin.history.role.REACTION']);
    await historyRow(admin, 'SessionProcessed').getByText(en['audit.event.SessionProcessed']).waitFor();
    expect(await historyRow(admin, 'SessionProcessed').textContent()).toContain(en['admin.history.role.SYSTEM_JOB']);
    await screenshot(admin, 'audit-trail-01-session-history');
    // One click away: the session's payout, and back.
    await admin.locator('.admin-history-related').getByRole('link', { name: en['admin.history.kind.payout'] }).click();
    await admin.waitForURL(`**/admin/history/payout/${sessionId}`);
    await historyRow(admin, 'PayoutStarted').getByText(/^Payout attempt 1 started: client total \$43\.88, tutor payout \$27\.09, 60 minutes$/).waitFor();
    await admin.locator('.admin-history-related').getByRole('link', { name: en['admin.history.kind.session'] }).click();
    await admin.waitForURL(`**/admin/history/session/${sessionId}`);
    await historyRow(admin, 'SessionProcessed').waitFor();

    // From the processed row, the payout job's correlation across streams.
    await historyRow(admin, 'SessionProcessed').getByRole('link', { name: en['admin.history.followCorrelation'].replace('{correlationId}', `payout:${sessionId}`) }).click();
    await admin.waitForURL(`**/admin/history/correlation/${encodeURIComponent(`payout:${sessionId}`)}`);
    await historyRow(admin, 'ClientCharged').getByText(/^Client charged \$43\.88 \(.+\)$/).waitFor();
    await historyRow(admin, 'TutorTransferred').getByText(/^Tutor paid \$27\.09 \(.+\)$/).waitFor();
    // One id form, now naming the correlation.
    expect(await admin.locator('#admin-history-id').count()).toBe(1);
    expect(await admin.locator('#admin-history-id').inputValue()).toBe(`payout:${sessionId}`);
    await historyRow(admin, 'SessionProcessed').locator('code', { hasText: sessionStreamId(sessionId) }).waitFor();
    await screenshot(admin, 'audit-trail-02-payout-correlation');

    await admin.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await admin.getByRole('tab', { name: sp['admin.tabs.history'] }).waitFor();
    await historyRow(admin, 'ClientCharged').getByText(/^Se cobró al cliente \$43\.88 \(.+\)$/).waitFor();
    expect(await historyRow(admin, 'ClientCharged').textContent()).toContain(sp['admin.history.role.SYSTEM_JOB']);
    await screenshot(admin, 'audit-trail-03-payout-correlation-es');
  }, 90_000);

  it('pages through a history of more than one page', async () => {
    const pairId = randomUUID();
    const metadata = { correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: new Date().toISOString(), via: 'job' as const };
    const tutored = Array.from({ length: 60 }, () => ({ id: randomUUID(), type: 'PairSessionTutored', data: { pairId, sessionId: randomUUID(), recordedAt: metadata.occurredAt }, metadata }));
    await app.running.platform.eventStore.append(`pair-${pairId}`, tutored, { expectedRevision: 'no_stream' });
    const admin = await loggedInAdmin();
    await admin.goto(`${app.url}/admin/history/pair/${pairId}`);
    const status = admin.getByRole('status').first();
    await status.getByText('Events 1–50 of 60').waitFor();
    expect(await historyRow(admin, 'PairSessionTutored').count()).toBe(50);
    await admin.getByRole('button', { name: en['admin.history.next'] }).first().click();
    await admin.waitForURL(`**/admin/history/pair/${pairId}?offset=50`);
    await status.getByText('Events 51–60 of 60').waitFor();
    expect(await historyRow(admin, 'PairSessionTutored').count()).toBe(10);
    expect(await admin.getByRole('button', { name: en['admin.history.next'] }).first().isDisabled()).toBe(true);
    await admin.getByRole('button', { name: en['admin.history.previous'] }).first().click();
    await status.getByText('Events 1–50 of 60').waitFor();
  }, 60_000);

  it('opens a session\'s history from its payment error row, and shows the card reminder the admin sends', async () => {
    const { sessionId } = await paidSession(app, { card: 'tok_chargeDeclined' });
    const admin = await loggedInAdmin();
    await admin.goto(`${app.url}/admin`);
    const errorRow = admin.locator(`tr[data-session-id="${sessionId}"]`);
    await errorRow.getByRole('button', { name: en['admin.paymentErrors.remind'] }).click();
    await admin.getByText(en['admin.paymentErrors.reminded']).waitFor();
    await errorRow.getByRole('link', { name: en['admin.history.linkFor'].replace('{name}', 'SAT') }).click();
    await admin.waitForURL(`**/admin/history/session/${sessionId}`);
    await historyRow(admin, 'SessionErrored').getByText('Payment error: Your card was declined.').waitFor();
    await historyRow(admin, 'PaymentErrorFollowUpSent').getByText(en['audit.event.PaymentErrorFollowUpSent']).waitFor();
    expect(await historyRow(admin, 'PaymentErrorFollowUpSent').textContent()).toContain(en['admin.history.role.ADMIN']);
  }, 60_000);

  it('tells a signed-in client the panel is for admins only', async () => {
    const client = await signedUp(app, 'STUDENT_OR_PARENT', 'Nadia', 'Noadmin');
    await client.page.goto(`${app.url}/admin/history/session/${randomUUID()}`);
    await client.page.getByText(en['admin.notAuthorised.body']).waitFor();
    expect(await client.page.locator('tr[data-event-type]').count()).toBe(0);
  });
});

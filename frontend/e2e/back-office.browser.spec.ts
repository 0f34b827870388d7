import { randomUUID } from 'node:crypto';
import { Page } from 'playwright-core';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { catalogs } from '../src/app/catalogs';
import { adminPage, graphqlAs, historyRow, paidSession, searchUsers } from './support/back-office';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const ADMIN_EMAIL = 'back-office-admin@example.com';
const ADMIN_PASSWORD = 'back office admin secret';

/**
 * Issue 15's "Done when", walked as one admin's story: find a user by name, read one of their
 * sessions' history with its actors, follow the payout's correlation to the charge and the transfer,
 * refund the session, change the pair's fee rates, grant a credit, delete the user; their personal
 * data is gone from the search and the session's history, and the Finance tab's month is unchanged,
 * with no difference between the log, the recomputation and the provider.
 */
(chromiumAvailable() ? describe : describe.skip)('the back office, walked end to end in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('back-office', { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA: 'off' });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  const financeTotals = (page: Page) => page.getByRole('table', { name: en['admin.finance.totals'] });

  it('finds a user, reads a session’s history and its payout, refunds it, reprices the pair, grants a credit, deletes the user; the month’s finance stays the same', async () => {
    const admin = await adminPage(app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const pairUsers = async (client: { id: string }, tutor: { id: string }) =>
      (
        await graphqlAs<{ adminPairDefaultUsers: { id: string } }>(app, admin, 'mutation ($tutorId: ID!, $tuteeId: ID!, $key: String!) { adminPairDefaultUsers(tutorId: $tutorId, tuteeId: $tuteeId, idempotencyKey: $key) { id } }', {
          tutorId: tutor.id,
          tuteeId: client.id,
          key: randomUUID(),
        })
      ).adminPairDefaultUsers.id;
    const { sessionId, client, tutor } = await paidSession(app, { client: ['Philippa', 'Vantongeren'], tutor: ['Ottilie', 'Brennecke'], pairId: pairUsers });
    const started = (await app.running.platform.eventStore.readStream(sessionStreamId(sessionId))).find((event) => event.type === 'SessionProcessingStarted');
    const month = (started!.data as { startedAt: string }).startedAt.slice(0, 7);

    // 1. The tutor, found by name in the People section's Users tab.
    await admin.goto(`${app.url}/admin/search`);
    await admin.getByRole('tab', { name: en['admin.sections.people'], selected: true }).waitFor();
    await admin.getByRole('tab', { name: en['admin.tabs.users'], selected: true }).waitFor();
    await searchUsers(admin, 'ottilie brenn');
    const found = admin.getByRole('table', { name: en['admin.users.table'] });
    await found.getByRole('cell', { name: tutor.email }).waitFor();
    await admin.screenshot({ path: '/tmp/admin-tabs.png', fullPage: true });
    await screenshot(admin, 'back-office-01-user-search');
    await found.getByRole('link', { name: tutor.name }).click();
    await admin.waitForURL(`**/admin/users/${tutor.id}`);

    // 2. One of their sessions, and its history with the actors: the tutor scheduled it, the payout job processed it.
    await admin.getByRole('table', { name: en['admin.users.sessions'] }).getByRole('link', { name: en['admin.users.history'] }).click();
    await admin.waitForURL(`**/admin/history/session/${sessionId}`);
    await historyRow(admin, 'SessionScheduled').getByText('Session scheduled: SAT, 60 minutes, Zoom').waitFor();
    expect(await historyRow(admin, 'SessionScheduled').textContent()).toContain(`${tutor.name} ${en['admin.history.role.TUTOR']}`);
    expect(await historyRow(admin, 'SessionProcessed').textContent()).toContain(en['admin.history.role.SYSTEM_JOB']);
    await screenshot(admin, 'back-office-02-session-history');

    // 3. The payout job's correlation: the charge and the transfer it made.
    await historyRow(admin, 'SessionProcessed').getByRole('link', { name: en['admin.history.followCorrelation'].replace('{correlationId}', `payout:${sessionId}`) }).click();
    await admin.waitForURL(`**/admin/history/correlation/${encodeURIComponent(`payout:${sessionId}`)}`);
    await historyRow(admin, 'ClientCharged').getByText(/^Client charged \$43\.88 \(.+\)$/).waitFor();
    await historyRow(admin, 'TutorTransferred').getByText(/^Tutor paid \$27\.09 \(.+\)$/).waitFor();
    await screenshot(admin, 'back-office-03-payout-correlation');

    // 4. A refund of part of the session, with a reason.
    await admin.goto(`${app.url}/admin/refunds?month=${month}`);
    const refundRow = admin.getByRole('table', { name: en['admin.refunds.table'] }).locator(`tr[data-session-id="${sessionId}"]`);
    await refundRow.getByRole('button', { name: en['admin.refunds.refund'] }).click();
    const refundDialog = admin.getByRole('dialog', { name: en['admin.refunds.dialogTitle'] });
    await refundDialog.getByLabel(en['admin.refunds.amount']).fill('10');
    await refundDialog.getByRole('textbox', { name: en['admin.refunds.reason'] }).fill('The tutor joined ten minutes late.');
    await refundDialog.getByRole('button', { name: en['admin.refunds.confirm'] }).click();
    await admin.getByText(en['admin.refunds.done'].replace('{amount}', '$10.00')).waitFor();
    await refundDialog.waitFor({ state: 'hidden' });

    // 5. The pair's own fee rates, with a reason.
    await admin.goto(`${app.url}/admin/pairs?q=ottilie`);
    const pairRow = admin.getByRole('table', { name: en['admin.pairs.table'] }).locator('tbody tr');
    await pairRow.getByText(client.name).waitFor();
    await pairRow.getByRole('button', { name: en['admin.pairs.editFor'].replace('{tutor}', tutor.name).replace('{client}', client.name) }).click();
    const pairDialog = admin.getByRole('dialog');
    await pairDialog.getByLabel(en['admin.pairs.tutorFee']).fill('7.7');
    await pairDialog.getByLabel(en['admin.pairs.clientFee']).fill('5');
    await pairDialog.getByLabel(en['admin.pricing.reason']).fill('School partnership');
    await pairDialog.getByRole('button', { name: en['admin.pricing.save'] }).click();
    await pairDialog.waitFor({ state: 'detached' });
    await pairRow.getByText('Tutor 7.7% · Client 5%').waitFor();

    // 6. A credit for the client, from their name in the pair's row.
    await pairRow.getByRole('link', { name: client.name }).click();
    await admin.waitForURL(`**/admin/rates?user=${client.id}`);
    const credit = admin.getByRole('form', { name: new RegExp(en['admin.rates.credit']) });
    await credit.getByLabel(en['admin.rates.amount']).fill('15');
    await credit.getByLabel(en['admin.pricing.reason']).fill('Sorry for the late start');
    await credit.getByRole('button', { name: en['admin.pricing.save'] }).click();
    await credit.getByText(en['admin.rates.balance'].replace('{amount}', '$15.00')).waitFor();

    // The month's finance as it stands: the refund counted, no difference anywhere.
    await admin.goto(`${app.url}/admin/finance?month=${month}`);
    await admin.getByText(en['admin.finance.noDifferences']).waitFor();
    await expect(financeTotals(admin).getByRole('row', { name: new RegExp(en['admin.finance.totals.refundedCents']) }).innerText()).resolves.toMatch(/\$10\.00\s+\$10\.00/);
    const totalsBefore = await financeTotals(admin).innerText();

    // 7. The tutor deleted, with a reason.
    await admin.goto(`${app.url}/admin/users/${tutor.id}`);
    await admin.getByRole('button', { name: en['admin.users.delete'] }).click();
    const deleteDialog = admin.getByRole('dialog');
    await deleteDialog.locator('#admin-user-delete-reason').fill('Asked us to erase their data');
    await deleteDialog.getByRole('button', { name: en['admin.users.deleteConfirm'] }).click();
    await deleteDialog.waitFor({ state: 'detached' });
    await admin.getByRole('heading', { level: 3 }).getByText(en['admin.users.deletedUser']).waitFor();

    // Their name and address are gone from the search and from the session's history, whose facts stay.
    await admin.goto(`${app.url}/admin/search`);
    for (const text of ['ottilie', tutor.email]) {
      await searchUsers(admin, text);
      await admin.getByText(en['admin.users.noneFound']).waitFor();
    }
    await admin.goto(`${app.url}/admin/history/session/${sessionId}`);
    await historyRow(admin, 'SessionProcessed').waitFor();
    expect(await historyRow(admin, 'SessionScheduled').textContent()).toContain(`${en['admin.history.deletedUser']} ${en['admin.history.role.TUTOR']}`);
    const history = await admin.locator('main').innerText();
    expect(history).not.toContain('Ottilie');
    expect(history).not.toContain('Brennecke');
    expect(history).not.toContain(tutor.email);
    await screenshot(admin, 'back-office-04-history-after-deletion');

    // The month's totals are the same to the cent, and the replay still finds no difference.
    await admin.goto(`${app.url}/admin/finance?month=${month}`);
    await admin.getByText(en['admin.finance.noDifferences']).waitFor();
    expect(await financeTotals(admin).innerText()).toBe(totalsBefore);
    await screenshot(admin, 'back-office-05-finance-after-deletion');
  }, 240_000);
});

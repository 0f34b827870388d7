import { catalogs } from '../src/app/catalogs';
import { adminPage, searchUsers, signedUp } from './support/back-office';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;
const ADMIN_EMAIL = 'users-admin@example.com';
const ADMIN_PASSWORD = 'users admin secret';

(chromiumAvailable() ? describe : describe.skip)('the admin panel Users tab in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('admin-users', { ADMIN_EMAIL, ADMIN_PASSWORD });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it('finds a user by name, opens them, deletes them, and their name is gone from the screens (English, then Spanish)', async () => {
    const client = await signedUp(app, 'STUDENT_OR_PARENT', 'Rosalind', 'Quenby');
    const admin = await adminPage(app, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.goto(`${app.url}/admin/search`);
    await admin.getByRole('tab', { name: en['admin.tabs.users'], selected: true }).waitFor();

    // Suggestions while typing, then the search itself.
    await admin.fill('#admin-users-search', 'rosal');
    await admin.getByRole('menuitem', { name: 'Rosalind Quenby' }).waitFor();
    await searchUsers(admin, 'rosalind quen');
    const results = admin.getByRole('table', { name: en['admin.users.table'] });
    await results.getByRole('cell', { name: client.email }).waitFor();
    await screenshot(admin, 'admin-users-01-search');
    await results.getByRole('link', { name: 'Rosalind Quenby' }).click();
    await admin.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    const userId = new URL(admin.url()).pathname.split('/').pop()!;

    // The user's page: profile, roles and a History link.
    const heading = admin.getByRole('heading', { level: 3 });
    await heading.getByText('Rosalind Quenby').waitFor();
    await admin.getByText(client.email, { exact: true }).waitFor();
    expect(await admin.getByRole('button', { name: en['admin.users.history'] }).getAttribute('href')).toBe(`/admin/history/user/${userId}`);
    await screenshot(admin, 'admin-users-02-user-page');

    // A reason is required before anything is deleted.
    await admin.getByRole('button', { name: en['admin.users.delete'] }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: en['admin.users.deleteConfirm'] }).click();
    await dialog.getByText(en['admin.users.reasonRequired']).waitFor();
    await dialog.locator('#admin-user-delete-reason').fill('Asked us to forget them');
    await screenshot(admin, 'admin-users-03-delete-dialog');
    await dialog.getByRole('button', { name: en['admin.users.deleteConfirm'] }).click();
    await dialog.waitFor({ state: 'detached' });

    // Their page now shows a deleted user, without a name or an address.
    await heading.getByText(en['admin.users.deletedUser']).waitFor();
    await admin.getByText(en['admin.users.deleted'], { exact: true }).waitFor();
    const pageText = await admin.locator('main').innerText();
    expect(pageText).not.toContain('Rosalind');
    expect(pageText).not.toContain(client.email);
    expect(await admin.getByRole('button', { name: en['admin.users.delete'] }).count()).toBe(0);
    await screenshot(admin, 'admin-users-04-deleted');

    // The search finds them no more, by name or address.
    await admin.getByRole('link', { name: en['admin.users.backToSearch'] }).click();
    await admin.waitForURL('**/admin/search');
    await searchUsers(admin, 'rosalind');
    await admin.getByText(en['admin.users.noneFound']).waitFor();
    await searchUsers(admin, client.email);
    await admin.getByText(en['admin.users.noneFound']).waitFor();
    expect(await admin.locator('main').innerText()).not.toContain('Rosalind');

    // Found by id, in Spanish: 'usuario eliminado'.
    await admin.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await admin.getByRole('tab', { name: sp['admin.tabs.users'] }).waitFor();
    await searchUsers(admin, userId);
    await admin.getByRole('table', { name: sp['admin.users.table'] }).getByRole('link', { name: sp['admin.users.deletedUser'] }).click();
    await admin.getByRole('heading', { level: 3 }).getByText(sp['admin.users.deletedUser']).waitFor();
    await screenshot(admin, 'admin-users-05-deleted-sp');

    // The deleted client's own session is over: their next page is the signed-out one.
    const me = await client.page.request.post(`${app.url}/graphql`, { data: { query: '{ getCurrentUserV2 { id } }' } });
    expect(JSON.stringify(await me.json())).toContain('UNAUTHENTICATED');
  }, 120_000);
});

import { Page } from 'playwright-core';
import { DEMO_PARENT_EMAIL, DEMO_TUTOR_EMAIL } from '../../ops/seed/seed-demo-accounts';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;
type Catalog = typeof en;

const TUTOR_PAGES = ['editProfile', 'schoolAndCourses', 'location', 'visibility', 'contact', 'notifications', 'zoom', 'payment', 'tutorPayouts', 'password'];

/** Clicks every item of the account settings menu and checks it leads to a page that is not Page not found. */
async function walkMenu(page: Page, catalog: Catalog, items: string[]): Promise<void> {
  const menu = page.getByRole('navigation', { name: catalog['accountSettings.menu.label'] });
  for (const item of items) {
    await menu.getByRole('menuitem', { name: catalog[`accountSettings.menu.${item}`], exact: true }).click();
    await menu.getByRole('menuitem', { name: catalog[`accountSettings.menu.${item}`], exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await page.getByText(catalog['notFound.heading']).count()).toBe(0);
  }
}

(chromiumAvailable() ? describe : describe.skip)('account settings in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('account-settings');
  }, 240_000);

  afterAll(async () => app?.close());

  it('walks a tutor’s settings in English and Spanish, saves notification settings and connects then disconnects Zoom', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, DEMO_TUTOR_EMAIL);
    await page.goto(`${app.url}/account-settings`);
    await walkMenu(page, en, TUTOR_PAGES);

    await page.goto(`${app.url}/account-settings/notifications`);
    const messageMails = page.getByRole('checkbox', { name: `${en['accountSettings.notifications.channel.email']} for ${en['accountSettings.notifications.kind.messages']}` });
    // Blueprint draws the box over a hidden input: a user clicks the box, its label.
    await page.locator('label', { has: messageMails }).click();
    expect(await messageMails.isChecked()).toBe(false);
    await page.getByRole('button', { name: en['accountSettings.notifications.save'], exact: true }).click();
    await page.getByText(en['accountSettings.notifications.saved']).waitFor();
    await page.reload();
    await page.getByRole('checkbox', { name: `${en['accountSettings.notifications.channel.text']} for ${en['accountSettings.notifications.kind.messages']}` }).waitFor();
    expect(await messageMails.isChecked()).toBe(false);
    await screenshot(page, 'account-settings-01-notifications');

    await page.goto(`${app.url}/account-settings/zoom`);
    await page.getByRole('button', { name: en['accountSettings.zoom.connect'], exact: true }).click();
    await page.waitForURL((target) => target.pathname === '/account-settings/zoom/success');
    await page.getByText(en['accountSettings.zoom.success']).waitFor();
    await screenshot(page, 'account-settings-02-zoom-connected');
    await page.getByRole('link', { name: en['accountSettings.zoom.back'] }).click();
    await page.getByRole('button', { name: en['accountSettings.zoom.disconnect'], exact: true }).click();
    await page.getByRole('button', { name: en['accountSettings.zoom.connect'], exact: true }).waitFor();

    await page.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await page.getByRole('button', { name: sp['accountSettings.zoom.connect'], exact: true }).waitFor();
    await walkMenu(page, sp, TUTOR_PAGES);
    await page.goto(`${app.url}/account-settings/notifications`);
    expect(await page.getByRole('checkbox', { name: `${sp['accountSettings.notifications.channel.email']} para ${sp['accountSettings.notifications.kind.messages']}` }).isChecked()).toBe(false);
    await screenshot(page, 'account-settings-03-notifications-sp');
  }, 120_000);

  it('shows a client edit-profile and notifications but neither Zoom nor tutor payouts', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, DEMO_PARENT_EMAIL);
    await page.goto(`${app.url}/account-settings`);
    await walkMenu(page, en, ['editProfile', 'contact', 'notifications', 'payment', 'password']);
    const menu = page.getByRole('navigation', { name: en['accountSettings.menu.label'] });
    for (const item of ['zoom', 'tutorPayouts']) expect(await menu.getByRole('menuitem', { name: en[`accountSettings.menu.${item}`], exact: true }).count()).toBe(0);
  }, 60_000);
});

import { Page } from 'playwright-core';
import { DEMO_PARENT_EMAIL, DEMO_TUTOR_EMAIL } from '../../ops/seed/seed-demo-accounts';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;

/** The edit-profile form's own Save (a tutor's profile editor below has another). */
const saveButton = (page: Page, catalog: typeof en) => page.locator('#profile-details-form').getByRole('button', { name: catalog['accountSettings.editProfile.save'], exact: true });

/** Saves the edit-profile form and waits for its confirmation. */
async function save(page: Page, catalog: typeof en): Promise<void> {
  await saveButton(page, catalog).click();
  await page.getByText(catalog['accountSettings.editProfile.saved']).waitFor();
}

(chromiumAvailable() ? describe : describe.skip)('edit-profile, time zone and Google sign-in in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('account-profile');
  }, 240_000);

  afterAll(async () => app?.close());

  it('lets a client edit their profile and time zone in English, then shows it and its messages in Spanish', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, DEMO_PARENT_EMAIL);
    await page.goto(`${app.url}/account-settings/edit-profile`);
    await page.fill('#edit-profile-first-name', 'Paula');
    await page.fill('#edit-profile-birthday', '2/3/1980');
    await saveButton(page, en).click();
    await page.getByText(en['accountSettings.validation.birthday']).waitFor();

    await page.fill('#edit-profile-birthday', '02/03/1980');
    await page.selectOption('#edit-profile-gradeLevel', 'MIDDLE_SCHOOL');
    await page.selectOption('#edit-profile-clientProfileType', 'STUDENT');
    await page.fill('#edit-profile-school-name', 'Lincoln Middle School');
    await page.selectOption('#edit-profile-timeZoneId', 'America/Chicago');
    await page.locator('label', { has: page.locator('#edit-profile-newsletters') }).click();
    await save(page, en);
    await screenshot(page, 'account-profile-01-client-en');

    await page.reload();
    await page.locator('#edit-profile-first-name[value="Paula"]').waitFor();
    expect(await page.inputValue('#edit-profile-birthday')).toBe('02/03/1980');
    expect(await page.inputValue('#edit-profile-gradeLevel')).toBe('MIDDLE_SCHOOL');
    expect(await page.inputValue('#edit-profile-clientProfileType')).toBe('STUDENT');
    expect(await page.inputValue('#edit-profile-timeZoneId')).toBe('America/Chicago');
    expect(await page.isChecked('#edit-profile-newsletters')).toBe(false);

    await page.goto(`${app.url}/account-settings`);
    await page.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await page.goto(`${app.url}/account-settings/edit-profile`);
    await page.getByText(sp['accountSettings.editProfile.heading']).first().waitFor();
    expect(await page.locator('#edit-profile-timeZoneId option:checked').textContent()).toBe(sp['accountSettings.timeZone.America/Chicago']);
    await page.fill('#edit-profile-last-name', '   ');
    await saveButton(page, sp).click();
    await page.getByText(sp['accountSettings.validation.lastName']).waitFor();
    await screenshot(page, 'account-profile-02-client-sp');

    // Payouts are a tutor's page: a client is told so.
    await page.goto(`${app.url}/account-settings/tutor-payouts`);
    await page.getByText(sp['accountSettings.tutorsOnly']).waitFor();
  }, 120_000);

  it('shows a tutor their details above the profile editor, in English and Spanish', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, DEMO_TUTOR_EMAIL);
    await page.goto(`${app.url}/account-settings/edit-profile`);
    await page.locator('h2', { hasText: en['profileEditor.heading'] }).waitFor();
    expect(await page.locator('#edit-profile-clientProfileType').count()).toBe(0);
    await page.fill('#edit-profile-birthday', '01/01/2020');
    await saveButton(page, en).click();
    await page.getByText(en['accountSettings.server.tooYoung']).waitFor();
    await page.fill('#edit-profile-birthday', '05/06/2001');
    await page.fill('#edit-profile-school-name', 'Austin Community College');
    await save(page, en);
    await screenshot(page, 'account-profile-03-tutor-en');

    await page.goto(`${app.url}/account-settings`);
    await page.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await page.goto(`${app.url}/account-settings/edit-profile`);
    await page.locator('h2', { hasText: sp['profileEditor.heading'] }).waitFor();
    await page.getByLabel(sp['accountSettings.editProfile.birthday']).waitFor();
    expect(await page.inputValue('#edit-profile-birthday')).toBe('05/06/2001');
    expect(await page.inputValue('#edit-profile-school-name')).toBe('Austin Community College');
    await page.goto(`${app.url}/account-settings/tutor-payouts`);
    await page.getByRole('navigation', { name: sp['accountSettings.menu.label'] }).waitFor();
    expect(await page.getByText(sp['accountSettings.tutorsOnly']).count()).toBe(0);
    await screenshot(page, 'account-profile-04-tutor-sp');
  }, 120_000);

  /** Goes through the stand-in Google page from a "Continue with Google" button. */
  async function throughGoogle(page: Page, identity: { email: string; firstName: string; lastName: string; verified: boolean }): Promise<void> {
    await page.getByRole('button', { name: en['auth.provider.google'], exact: true }).click();
    await page.waitForURL((target) => target.pathname === '/sandbox/oauth/google');
    await page.fill('#email', identity.email);
    await page.fill('#first_name', identity.firstName);
    await page.fill('#last_name', identity.lastName);
    if (!identity.verified) await page.uncheck('#email_verified');
    await page.click('#continue');
  }

  it('signs up a new account with Google through the stand-in, and links Google to an existing verified e-mail', async () => {
    const page = await app.newPage();
    const email = `google-${Date.now()}@example.com`;
    await page.goto(`${app.url}/signup`);
    await throughGoogle(page, { email, firstName: 'Gabi', lastName: 'Google', verified: true });
    await page.waitForURL((target) => target.pathname === '/welcome');
    await page.goto(`${app.url}/account-settings`);
    await page.getByTestId('account-email').filter({ hasText: email }).waitFor();
    expect(await page.getByTestId('account-name').textContent()).toContain('Gabi Google');
    await screenshot(page, 'account-profile-05-google-signup');

    // The demo parent has a password account; Google verified the same address, so it signs that account in.
    const linking = await app.newPage();
    await linking.goto(`${app.url}/login`);
    await throughGoogle(linking, { email: DEMO_PARENT_EMAIL, firstName: 'Any', lastName: 'Name', verified: true });
    await linking.waitForURL((target) => target.pathname === '/dashboard');
    await linking.goto(`${app.url}/account-settings`);
    await linking.getByTestId('account-email').filter({ hasText: DEMO_PARENT_EMAIL }).waitFor();

    // Unverified by the provider, the same address is refused.
    const refused = await app.newPage();
    await refused.goto(`${app.url}/login`);
    await throughGoogle(refused, { email: DEMO_TUTOR_EMAIL, firstName: 'Eve', lastName: 'Intruder', verified: false });
    await refused.getByText(en['auth.server.emailNotVerifiedByProvider']).waitFor();
    await screenshot(refused, 'account-profile-06-google-refused');
  }, 120_000);
});

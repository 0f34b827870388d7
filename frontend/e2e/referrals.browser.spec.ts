import { Page } from 'playwright-core';
import { referralCodeOf } from '../../backend/projections/referrals/referrals.projection';
import { DEMO_PARENT_EMAIL, demoAccountId } from '../../ops/seed/seed-demo-accounts';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;

(chromiumAvailable() ? describe : describe.skip)('a referral link in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('referrals');
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  const open = (): Promise<Page> => app.newPage();

  it("signs a visitor up from the demo parent's /c/{code} link, and the parent sees them on /refer-friend", async () => {
    const code = referralCodeOf(demoAccountId(DEMO_PARENT_EMAIL));
    const email = `referred-${Date.now()}@example.com`;

    const visitor = await open();
    await visitor.goto(`${app.url}/c/${code.toLowerCase()}`);
    await visitor.getByRole('heading', { name: en['referrals.invite.client.heading'].replace('{firstName}', 'Pat') }).waitFor();
    await screenshot(visitor, 'referrals-01-invite');
    await visitor.getByRole('main').getByRole('link', { name: en['referrals.invite.signUp'], exact: true }).click();
    await visitor.waitForURL(`**/signup?referralCode=${code}`);
    await visitor.fill('#signup-email', email);
    await visitor.fill('#signup-password', 'referred secret 1');
    await visitor.getByRole('button', { name: en['auth.signup.next'] }).click();
    await visitor.waitForURL('**/signup/profileType');
    await visitor.getByText(en['auth.signup.profileType.STUDENT_OR_PARENT']).click();
    await visitor.getByRole('button', { name: en['auth.signup.next'] }).click();
    await visitor.waitForURL('**/signup/contactInfo');
    await visitor.fill('#signup-first-name', 'Reese');
    await visitor.fill('#signup-last-name', 'Ferral');
    await visitor.getByRole('button', { name: en['auth.signup.submit'] }).click();
    await visitor.waitForURL('**/welcome');

    // Signed in now, the same link is no longer an invitation.
    await visitor.goto(`${app.url}/c/${code}`);
    await visitor.getByRole('heading', { name: en['referrals.invite.signedIn.heading'] }).waitFor();

    const referrer = await open();
    await logIn(referrer, app.url, DEMO_PARENT_EMAIL);
    await referrer.goto(`${app.url}/refer-friend`);
    const list = referrer.getByRole('list', { name: en['referrals.list'] });
    await list.getByText('Reese Ferral').waitFor();
    await screenshot(referrer, 'referrals-02-referrer-list');
  }, 120_000);

  it('says an unknown link is not valid and still offers a sign-up', async () => {
    const page = await open();
    await page.goto(`${app.url}/trc/0000000000`);
    await page.getByRole('heading', { name: en['referrals.invite.invalid.heading'] }).waitFor();
    await page.getByRole('link', { name: en['referrals.invite.invalid.signUp'] }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
  }, 60_000);
});

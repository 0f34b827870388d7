import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { RunningApp, startApp } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config/app-config';
import { referralCodeOf } from '../../backend/projections/referrals/referrals.projection';
import { DEMO_PARENT_EMAIL, demoAccountId } from '../../ops/seed/seed-demo-accounts';
import { catalogs } from '../src/app/catalogs';
import { chromiumAvailable, launchChromium, logIn, screenshot } from './support/browser';

const root = join(__dirname, '..', '..');
const en = catalogs.en;

(chromiumAvailable() ? describe : describe.skip)('a referral link in a real browser', () => {
  let dataDir: string;
  let running: RunningApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'browser-referrals-'));
    execFileSync(process.execPath, [join(root, 'ops', 'build-frontend.mjs')], { cwd: root, stdio: 'ignore' });
    running = await startApp(
      loadConfig({ NODE_ENV: 'e2e', DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'on', FRONTEND_DIR: join(root, 'frontend', 'dist'), REDIS_PREFIX: `browser-${randomUUID().slice(0, 8)}` }),
      { host: '127.0.0.1' },
    );
    await running.ready;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await running?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  it("signs a visitor up from the demo parent's /c/{code} link, and the parent sees them on /refer-friend", async () => {
    const code = referralCodeOf(demoAccountId(DEMO_PARENT_EMAIL));
    const email = `referred-${Date.now()}@example.com`;

    const visitor = await open();
    await visitor.goto(`${running.url}/c/${code.toLowerCase()}`);
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
    await visitor.goto(`${running.url}/c/${code}`);
    await visitor.getByRole('heading', { name: en['referrals.invite.signedIn.heading'] }).waitFor();

    const referrer = await open();
    await logIn(referrer, running.url, DEMO_PARENT_EMAIL);
    await referrer.goto(`${running.url}/refer-friend`);
    const list = referrer.getByRole('list', { name: en['referrals.list'] });
    await list.getByText('Reese Ferral').waitFor();
    await screenshot(referrer, 'referrals-02-referrer-list');
  }, 120_000);

  it('says an unknown link is not valid and still offers a sign-up', async () => {
    const page = await open();
    await page.goto(`${running.url}/trc/0000000000`);
    await page.getByRole('heading', { name: en['referrals.invite.invalid.heading'] }).waitFor();
    await page.getByRole('link', { name: en['referrals.invite.invalid.signUp'] }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
  }, 60_000);
});

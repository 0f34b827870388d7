import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page, WebSocket } from 'playwright-core';
import { RunningApp, startApp } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config/app-config';
import { eventually } from '../../backend/test-support/eventually';
import { catalogs } from '../src/app/catalogs';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { DEMO_STUDENT_EMAIL } from '../../ops/seed/seed-demo-accounts';
import { chromiumAvailable, launchChromium, localAddressEnv, logIn, screenshot } from './support/browser';

const root = join(__dirname, '..', '..');
const en = catalogs.en;
const sp = catalogs.sp;

/** The verification link of the newest e-mail to `to`, read from the dev outbox as a developer would. */
async function verificationPath(url: string, to: string): Promise<string> {
  return eventually(async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ($to: String!) { devOutbox(to: $to) { text } }', variables: { to } }),
    });
    const body = (await response.json()) as { data: { devOutbox: Array<{ text: string }> } };
    const link = body.data.devOutbox.map((message) => message.text.match(/https?:\/\/[^\s]+\/welcome\/verify-account\?token=[\w%-]+/)?.[0]).find(Boolean);
    if (!link) throw new Error('no verification e-mail yet');
    return new URL(link).pathname + new URL(link).search;
  });
}

/** Whether a session token still signs its user in, sent as a bearer token as any client could. */
async function signedInWith(url: string, token: string | undefined): Promise<boolean> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ getCurrentUserV2 { id } }' }),
  });
  const body = (await response.json()) as { data?: { getCurrentUserV2: { id: string } | null } };
  return Boolean(body.data?.getCurrentUserV2?.id);
}

(chromiumAvailable() ? describe : describe.skip)('accounts in a real browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'browser-'));
  let running: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    // The app as `npm start` serves it: the built frontend on the API's port.
    execFileSync(process.execPath, [join(root, 'ops', 'build-frontend.mjs')], { cwd: root, stdio: 'ignore' });
    running = await startApp(
      loadConfig({ NODE_ENV: 'e2e', DATA_DIR: dataDir, ...(await localAddressEnv()), FRONTEND_DIR: join(root, 'frontend', 'dist'), REDIS_PREFIX: `browser-${randomUUID().slice(0, 8)}` }),
      { host: '127.0.0.1' },
    );
    await running.ready;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  };

  it('signs up, verifies from the e-mailed link, logs out and in, and keeps Spanish across a reload', async () => {
    const email = `browser-${Date.now()}@example.com`;
    const password = 'browser secret 1';
    const page = await open();

    await page.goto(`${running.url}/signup`);
    await page.fill('#signup-email', email);
    await page.fill('#signup-password', password);
    await page.getByRole('button', { name: en['auth.signup.next'] }).click();
    await page.waitForURL('**/signup/profileType');
    await page.getByText(en['auth.signup.profileType.STUDENT_OR_PARENT']).click();
    await page.getByRole('button', { name: en['auth.signup.next'] }).click();
    await page.waitForURL('**/signup/contactInfo');
    await page.fill('#signup-first-name', 'Brenda');
    await page.fill('#signup-last-name', 'Owser');
    await screenshot(page, '01-signup-contact-info');
    await page.getByRole('button', { name: en['auth.signup.submit'] }).click();
    await page.waitForURL('**/welcome');
    await screenshot(page, '02-welcome-unverified');

    await page.goto(`${running.url}${await verificationPath(running.url, email)}`);
    await page.getByText(en['auth.verify.success.heading']).waitFor();
    await screenshot(page, '03-verified');

    const sessionCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'tm_session');
    expect(await signedInWith(running.url, sessionCookie?.value)).toBe(true);
    await page.getByRole('button', { name: en['layout.me.label'] }).click();
    await page.getByText(en['layout.nav.logout']).click();
    await page.waitForURL(`${running.url}/`);
    await page.getByRole('link', { name: en['layout.nav.login'] }).first().waitFor();
    // Logging out ended the session on the server too: its token no longer works anywhere.
    expect(await signedInWith(running.url, sessionCookie?.value)).toBe(false);

    await page.goto(`${running.url}/login`);
    await page.fill('#login-email', email);
    await page.fill('#login-password', password);
    await page.getByRole('button', { name: en['auth.login.submit'] }).click();
    await page.getByRole('button', { name: en['layout.me.label'] }).waitFor();
    await screenshot(page, '04-logged-in');

    await page.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await page.getByRole('button', { name: sp['layout.me.label'] }).waitFor();
    await eventually(async () => {
      const response = await page.request.post(`${running.url}/graphql`, {
        headers: { 'content-type': 'application/json' },
        data: { query: '{ getCurrentUserV2 { profile { languagePreference } } }' },
      });
      const body = (await response.json()) as { data: { getCurrentUserV2: { profile: { languagePreference: string } } } };
      return body.data.getCurrentUserV2.profile.languagePreference === 'sp';
    });

    await page.evaluate('window.localStorage.clear()');
    await page.reload();
    await page.getByRole('button', { name: sp['layout.me.label'] }).waitFor();
    await page.getByRole('link', { name: sp['layout.nav.findATutor'] }).first().waitFor();
    await screenshot(page, '05-spanish-after-reload');
    await page.context().close();
  }, 120_000);

  it('logs a tab out when its session ends elsewhere: a password change on another device closes its live connection', async () => {
    const page = await open();
    // Every live socket is watched from its first frame (an acknowledgement or a close can come before a
    // later listener is attached); the one that matters is the signed-in inbox's, the last acknowledged.
    const acknowledged: Array<{ socket: WebSocket; closed: Promise<void>; isClosed: boolean }> = [];
    page.on('websocket', (opened) => {
      if (!opened.url().endsWith('/graphql')) return;
      const watched = { socket: opened, isClosed: false, closed: Promise.resolve() };
      watched.closed = new Promise<void>((resolve) => opened.on('close', () => ((watched.isClosed = true), resolve())));
      opened.on('framereceived', (frame) => {
        if (String(frame.payload).includes('connection_ack')) acknowledged.push(watched);
      });
    });
    await logIn(page, running.url, DEMO_STUDENT_EMAIL);
    await page.goto(`${running.url}/inbox`);
    await page.waitForLoadState('networkidle');
    const live = await eventually(async () => {
      const last = acknowledged.at(-1);
      return last && !last.isClosed ? last : false;
    });
    if (!live) throw new Error('no live socket');

    const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const response = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, { token: string }> }).data;
    };
    const otherDevice = await graphql('mutation ($email: String!, $password: String!) { emailLoginV2(email: $email, password: $password) { token } }', {
      email: DEMO_STUDENT_EMAIL,
      password: DEMO_PASSWORD,
    });
    await graphql('mutation ($oldPass: String!, $newPass: String!) { changePassword(oldPass: $oldPass, newPass: $newPass) { token } }', { oldPass: DEMO_PASSWORD, newPass: 'changed elsewhere' }, otherDevice.emailLoginV2.token);

    await live.closed;
    await page.waitForURL(`${running.url}/`);
    await page.getByRole('link', { name: en['layout.nav.login'] }).first().waitFor();
    await screenshot(page, '06-logged-out-after-password-change-elsewhere');
    await page.context().close();
  }, 120_000);

  it('shows the drawer menu on a 375 px wide screen', async () => {
    const page = await open(375);
    await page.goto(`${running.url}/`);
    const menuButton = page.getByRole('button', { name: en['layout.header.openMenu'] });
    await menuButton.waitFor();
    await menuButton.click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.waitFor();
    await drawer.getByText(en['layout.nav.login']).waitFor();
    await screenshot(page, '07-mobile-drawer');
    await page.context().close();
  }, 60_000);

  it('serves the app gzipped, with long-lived caching for hashed assets', async () => {
    const html = await fetch(`${running.url}/login`, { headers: { accept: 'text/html' } });
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${running.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves page-not-found for an unknown path, and the error page title', async () => {
    const page = await open();
    await page.goto(`${running.url}/no-such-page-${Date.now()}`);
    await page.getByText(en['notFound.heading']).first().waitFor();
    expect(await page.title()).toBe(`${en['notFound.title']} | ${en['app.title']}`);
    await page.context().close();
  }, 60_000);
});

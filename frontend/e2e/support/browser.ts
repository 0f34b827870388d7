import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, BrowserContext, BrowserContextOptions, chromium, Page } from 'playwright-core';
import { RunningApp, startApp } from '../../../backend/src/app';
import { loadConfig } from '../../../backend/src/config/app-config';
import { DEMO_PASSWORD } from '../../../ops/seed/seed-generator';
import { catalogs } from '../../src/app/catalogs';

export const SCREENSHOTS = join(__dirname, '..', 'screenshots');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether browser tests can run here. CI always runs them (.ci/run installs Chromium); a developer
 * machine without Chromium skips them with one line saying how to get it.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH) || process.env.CI) return true;
  process.stdout.write(`skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)\n`);
  return false;
}

/** Debian's Chromium, headless, with the network chatter it would try on this closed machine turned off. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Logs a seeded account (password DEMO_PASSWORD) in through the English login form and waits to leave it. */
export async function logIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.fill('#login-email', email);
  await page.fill('#login-password', DEMO_PASSWORD);
  await page.getByRole('button', { name: catalogs.en['auth.login.submit'], exact: true }).click();
  await page.waitForURL((target) => !target.pathname.startsWith('/login'));
}

/**
 * PORT and PUBLIC_URL for an app a browser test starts on 127.0.0.1: the websocket upgrade admits
 * only pages of PUBLIC_URL's origin, so it must be the address the browser opens (a free port, found
 * by listening on port 0 for a moment).
 */
export async function localAddressEnv(): Promise<{ PORT: string; PUBLIC_URL: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
}

/** The built app and a browser, as a browser test starts them. */
export interface BrowserApp {
  url: string;
  /** The app's fresh data directory (files a test uploads can be written there). */
  dataDir: string;
  /** The product itself, for tests that write facts straight into its log (an ended session, a long history). */
  running: RunningApp;
  /** A page in a context of its own (its own cookies), closed with the app. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Builds the browser app, starts the product on its embedded defaults with the demo data in a fresh
 * data directory (a Redis prefix of its own), and launches Chromium.
 */
export async function startBrowserApp(name: string, env: Record<string, string> = {}): Promise<BrowserApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `browser-${name}-`));
  execFileSync(process.execPath, [join(ROOT, 'ops', 'build-frontend.mjs')], { cwd: ROOT, stdio: 'ignore' });
  const running = await startApp(
    loadConfig({
      NODE_ENV: 'e2e',
      DATA_DIR: dataDir,
      ...(await localAddressEnv()),
      DEMO_DATA: 'on',
      FRONTEND_DIR: join(ROOT, 'frontend', 'dist'),
      REDIS_PREFIX: `browser-${randomUUID().slice(0, 8)}`,
      ...env,
    }),
    { host: '127.0.0.1' },
  );
  await running.ready;
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    url: running.url,
    dataDir,
    running,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

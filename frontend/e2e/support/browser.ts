import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
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

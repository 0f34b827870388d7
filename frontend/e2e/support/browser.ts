import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';

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

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { RunningApp, startApp } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config/app-config';
import { eventually } from '../../backend/test-support/eventually';
import { catalogs } from '../src/app/catalogs';
import { chromiumAvailable, launchChromium, screenshot } from './support/browser';

const root = join(__dirname, '..', '..');
const en = catalogs.en;
const sp = catalogs.sp;

/** The demo set's two big cities (ops/seed DEMO_CITIES): a search there fills several pages. */
const CANDIDATE_ZIPS = ['78701', '10001'];
const COURSE = 'Algebra 1';

interface LocalSearch {
  zip: string;
  locationDescription: string;
  total: number;
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** The demo ZIP with the most Algebra 1 tutors, asked of the API as a developer would before a demo. */
async function busiestZip(url: string): Promise<LocalSearch> {
  const searches = await Promise.all(
    CANDIDATE_ZIPS.map(async (zip) => {
      const { searchTutorsByCourse: result } = await graphql<{
        searchTutorsByCourse: { localTutorCount: number; onlineTutorCount: number; locationDescription: string | null };
      }>(url, 'query ($input: String!, $zip: String) { searchTutorsByCourse(input: $input, zip: $zip) { localTutorCount onlineTutorCount locationDescription } }', {
        input: COURSE,
        zip,
      });
      return { zip, locationDescription: result.locationDescription ?? zip, total: result.localTutorCount + result.onlineTutorCount, local: result.localTutorCount };
    }),
  );
  const best = searches.sort((a, b) => b.local - a.local)[0];
  if (best.total <= 10) throw new Error(`the demo data has ${best.total} ${COURSE} tutors near ${best.zip}; Show more needs more than 10`);
  return best;
}

const tutorCards = (page: Page) => page.locator('.course-results [role="article"]');

(chromiumAvailable() ? describe : describe.skip)('finding a tutor in a real browser', () => {
  let dataDir: string;
  let running: RunningApp;
  let browser: Browser;
  let near: LocalSearch;

  beforeAll(async () => {
    // The app as `npm start` serves it, on an empty data directory: the demo set loads at start.
    dataDir = mkdtempSync(join(tmpdir(), 'browser-search-'));
    execFileSync(process.execPath, [join(root, 'ops', 'build-frontend.mjs')], { cwd: root, stdio: 'ignore' });
    running = await startApp(
      loadConfig({ NODE_ENV: 'e2e', DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'on', FRONTEND_DIR: join(root, 'frontend', 'dist'), REDIS_PREFIX: `browser-${randomUUID().slice(0, 8)}` }),
      { host: '127.0.0.1' },
    );
    await running.ready;
    near = await eventually(() => busiestZip(running.url), { timeoutMs: 30_000, intervalMs: 250 });
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  };

  it(`searches ${COURSE} near a ZIP code, pages with Show more, switches to Tutors and opens a profile`, async () => {
    const page = await open();
    await page.goto(`${running.url}/search`);
    await page.getByText(en['tutorSearch.courses.noInput']).waitFor();

    const subject = page.getByRole('combobox', { name: en['tutorSearch.courses.placeholder'] });
    await subject.fill(COURSE);
    await page.getByRole('option', { name: COURSE, exact: true }).click();
    await page.getByRole('heading', { name: en['tutorSearch.courses.heading'].replace('{course}', COURSE) }).waitFor();
    await page.getByRole('link', { name: en['tutorSearch.courses.lessonSpace'] }).first().waitFor();
    await screenshot(page, 'search-01-online');

    await page.getByRole('button', { name: en['tutorSearch.location.chip'], exact: true }).click();
    const setLocation = page.getByRole('dialog', { name: en['tutorSearch.location.title'] });
    await setLocation.getByText(en['tutorSearch.location.subtitle']).waitFor();
    await setLocation.getByRole('textbox', { name: en['tutorSearch.location.placeholder'] }).fill(near.zip);
    await setLocation.getByRole('option', { name: new RegExp(near.zip) }).first().click();

    const heading = en['tutorSearch.courses.headingNear'].replace('{course}', COURSE).replace('{location}', near.locationDescription);
    await page.getByRole('heading', { name: heading }).waitFor();
    await eventually(async () => (await tutorCards(page).count()) === 10, { timeoutMs: 15_000 });
    expect(page.url()).toContain(`zip=${near.zip}`);
    await screenshot(page, 'search-02-near-zip');

    await page.getByRole('button', { name: en['tutorSearch.showMore'] }).click();
    await eventually(async () => (await tutorCards(page).count()) === Math.min(20, near.total), { timeoutMs: 15_000 });
    await screenshot(page, 'search-03-show-more');

    await page.getByRole('tab', { name: en['tutorSearch.tab.tutors'] }).click();
    await page.getByText(en['tutorSearch.tutors.noInput']).waitFor();
    const strip = page.getByRole('list', { name: en['tutorSearch.tutors.topActive'] });
    const firstTutor = strip.getByRole('link').first();
    await firstTutor.waitFor();
    expect(await firstTutor.getAttribute('target')).toBe('_blank');
    const firstName = (await firstTutor.locator('.top-active-tutor-name').textContent()) ?? '';
    await screenshot(page, 'search-04-tutors-tab');

    const [profile] = await Promise.all([page.context().waitForEvent('page'), firstTutor.click()]);
    await profile.waitForURL(/\/u\/[a-z0-9]+$/);
    await profile.getByRole('heading', { level: 1, name: new RegExp(`^${firstName}`) }).waitFor();
    await profile.getByRole('heading', { name: en['tutorProfile.reviews'] }).waitFor();
    await profile.getByRole('button', { name: en['tutor.connect'] }).waitFor();
    await screenshot(profile, 'search-05-profile');

    await page.getByRole('searchbox', { name: en['tutorSearch.tutors.placeholder'] }).fill(firstName);
    await page.getByRole('heading', { name: firstName, exact: true }).first().waitFor();
    await page.context().close();
  }, 180_000);

  it('reads the Search screen in Spanish and shows at most 8 top tutors on a phone', async () => {
    const page = await open(375);
    await page.goto(`${running.url}/`);
    await page.evaluate("window.localStorage.setItem('language', 'sp')");
    await page.goto(`${running.url}/find-a-tutor/name`);
    await page.getByText(sp['tutorSearch.tutors.noInput']).waitFor();
    const strip = page.getByRole('list', { name: sp['tutorSearch.tutors.topActive'] });
    await strip.getByRole('link').first().waitFor();
    expect(await strip.getByRole('link').count()).toBeLessThanOrEqual(8);
    await screenshot(page, 'search-06-mobile-spanish');

    await page.getByRole('tab', { name: sp['tutorSearch.tab.courses'] }).click();
    await page.getByRole('button', { name: COURSE, exact: true }).click();
    await page.getByRole('heading', { name: sp['tutorSearch.courses.heading'].replace('{course}', COURSE) }).waitFor();
    await tutorCards(page).first().waitFor();
    await page.context().close();
  }, 120_000);
});

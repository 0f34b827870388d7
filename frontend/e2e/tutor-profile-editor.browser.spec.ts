import { DEMO_TUTOR_EMAIL } from '../../ops/seed/seed-demo-accounts';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;

(chromiumAvailable() ? describe : describe.skip)('the tutor profile editor in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('tutor-profile-editor');
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it('edits the bio and the rate, shows them in the preview, keeps them after a reload, in English and in Spanish', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, DEMO_TUTOR_EMAIL);
    await page.goto(`${app.url}/edit-profile`);
    await page.getByRole('heading', { name: en['profileEditor.heading'], exact: true }).waitFor();

    const bio = `I teach algebra with patience ${Date.now()}.`;
    await page.fill('#profile-bio', bio);
    // The field keeps 4 characters of digits, dot and minus, and the rate is rounded.
    await page.fill('#profile-hourly-wage', '45.6');
    await page.getByText(en['profileEditor.hourlyWage.rounded'].replace('{rate}', '46')).waitFor();
    const preview = page.getByRole('region', { name: en['profileEditor.preview.heading'] });
    await preview.getByText(bio).waitFor();
    await page.getByRole('button', { name: en['profileEditor.save'], exact: true }).click();
    await page.getByText(en['profileEditor.saved']).waitFor();
    await screenshot(page, 'profile-editor-01-saved');

    await page.reload();
    await page.getByRole('region', { name: en['profileEditor.preview.heading'] }).getByText(bio).waitFor();
    expect(await page.inputValue('#profile-hourly-wage')).toBe('46');
    await page.getByRole('region', { name: en['profileEditor.preview.heading'] }).getByText(en['tutor.rate'].replace('{rate}', '46')).waitFor();

    await page.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await page.getByRole('heading', { name: sp['profileEditor.heading'], exact: true }).waitFor();
    const spanishBio = `Enseño álgebra con paciencia ${Date.now()}.`;
    await page.fill('#profile-bio', spanishBio);
    await page.getByRole('button', { name: sp['profileEditor.save'], exact: true }).click();
    await page.getByText(sp['profileEditor.saved']).waitFor();
    const spanishPreview = page.getByRole('region', { name: sp['profileEditor.preview.heading'] });
    await spanishPreview.getByText(sp['tutor.rate'].replace('{rate}', '46')).waitFor();
    await spanishPreview.getByRole('tab', { name: sp['profileEditor.preview.page'] }).click();
    await spanishPreview.getByText(spanishBio).waitFor();
    await screenshot(page, 'profile-editor-02-spanish-page-preview');
  }, 180_000);
});

import { randomUUID } from 'node:crypto';
import { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const LANGUAGES = ['en', 'sp'] as const;
type Language = (typeof LANGUAGES)[number];

(chromiumAvailable() ? describe : describe.skip)('the public site in a real browser', () => {
  let app: BrowserApp;
  const sent = { companies: [] as string[], subjects: [] as string[] };

  beforeAll(async () => {
    app = await startBrowserApp('public-site', { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: DEMO_PASSWORD, DEMO_DATA: 'off' });
  }, 300_000);
  afterAll(() => app?.close());

  /** A visitor's page at `path`, in `language` (switched with the footer's language menu). */
  async function visit(path: string, language: Language): Promise<Page> {
    const page = await app.newPage();
    await page.goto(`${app.url}${path}`);
    if (language === 'sp') await page.locator(`select[aria-label="${catalogs.en['language.label']}"]`).first().selectOption('sp');
    return page;
  }

  /** Solves the embedded captcha as a visitor would: reads the sum and types its result. */
  async function solveCaptcha(page: Page): Promise<void> {
    const question = await page.locator('label[for="captcha-answer"]').innerText();
    const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
    await page.fill('#captcha-answer', String(a + b));
  }

  it.each(LANGUAGES)('sends the schools lead form with the captcha solved, after flagging an incomplete one (%s)', async (language) => {
    const messages = catalogs[language];
    const page = await visit('/schools#contact', language);
    await page.getByRole('heading', { name: messages['publicSite.schools.contactHeading'] }).waitFor();
    await page.getByRole('button', { name: messages['publicSite.lead.submit'], exact: true }).click();
    await page.getByText(messages['publicSite.lead.validation.completeAllFields']).first().waitFor();
    await page.fill('#school-lead-email', 'not-an-address');
    await page.getByRole('button', { name: messages['publicSite.lead.submit'], exact: true }).click();
    await page.getByText(messages['publicSite.lead.validation.invalidEmail']).waitFor();

    const company = `Homestead ${language.toUpperCase()} ${randomUUID().slice(0, 6)}`;
    await page.fill('#school-lead-first_name', 'Ada');
    await page.fill('#school-lead-last_name', 'Lovelace');
    await page.fill('#school-lead-title', 'Principal');
    await page.fill('#school-lead-company', company);
    await page.fill('#school-lead-email', `ada-${language}@school.org`);
    await page.fill('#school-lead-phone', '(212) 555-0199');
    await page.selectOption('#school-lead-state', 'NY');
    await solveCaptcha(page);
    await page.getByRole('button', { name: messages['publicSite.lead.submit'], exact: true }).click();
    await page.getByText(messages['publicSite.lead.submitted']).waitFor();
    sent.companies.push(company);
    await screenshot(page, `public-site-schools-form-${language}`);
  }, 60_000);

  it('says the captcha failed when its answer is wrong', async () => {
    const page = await visit('/schools', 'en');
    await page.fill('#school-lead-first_name', 'Ada');
    await page.fill('#school-lead-last_name', 'Lovelace');
    await page.fill('#school-lead-title', 'Principal');
    await page.fill('#school-lead-company', 'Wrong Answer HS');
    await page.fill('#school-lead-email', 'wrong@school.org');
    await page.fill('#school-lead-phone', '(212) 555-0199');
    await page.selectOption('#school-lead-state', 'TX');
    await page.fill('#captcha-answer', '999');
    await page.getByRole('button', { name: catalogs.en['publicSite.lead.submit'], exact: true }).click();
    await page.getByText(catalogs.en['publicSite.lead.captchaFailed']).waitFor();
  }, 60_000);

  it.each(LANGUAGES)('sends a General Inquiry and a Technical Issue from the contact page (%s)', async (language) => {
    const messages = catalogs[language];
    const page = await visit('/contact', language);
    await page.getByRole('tab', { name: messages['publicSite.contact.forFamilies'] }).waitFor();
    await page.getByRole('tab', { name: messages['publicSite.contact.forSchools'] }).waitFor();
    await page.getByRole('button', { name: messages['publicSite.contact.send'], exact: true }).click();
    await page.getByText(messages['publicSite.contact.validation.required']).first().waitFor();

    const subject = `Group sessions ${language} ${randomUUID().slice(0, 6)}`;
    await page.fill('#general-subject', subject);
    await page.fill('#general-name', 'Pat');
    await page.fill('#general-email', `pat-${language}@example.com`);
    await page.fill('#general-message', 'Do you run group sessions?');
    await page.getByRole('button', { name: messages['publicSite.contact.send'], exact: true }).click();
    await page.getByText(messages['publicSite.contact.sentTitle']).waitFor();
    await page.getByText(messages['publicSite.contact.sentBody']).waitFor();
    sent.subjects.push(subject);

    await page.selectOption('#inquiry-type', 'technical');
    await page.fill('#technical-name', 'Pat');
    await page.fill('#technical-email', `pat-${language}@example.com`);
    await page.fill('#technical-device', 'Chromium on Linux');
    await page.fill('#technical-description', 'The lesson room stays blank.');
    await page.getByRole('button', { name: messages['publicSite.contact.send'], exact: true }).click();
    await page.getByText(messages['publicSite.contact.sentBody']).waitFor();
    await screenshot(page, `public-site-contact-${language}`);

    // A visitor may choose Request a Tutor, which leads to /request-a-tutor.
    await page.selectOption('#inquiry-type', 'requestATutor');
    await page.waitForURL((target) => target.pathname === '/request-a-tutor');
  }, 60_000);

  it('says something went wrong for an unknown inquiry type', async () => {
    const page = await visit('/contact?tab=families&type=fax', 'en');
    await page.getByText(catalogs.en['publicSite.contact.unknownType']).waitFor();
    await page.getByText(catalogs.en['publicSite.contact.failedTitle']).waitFor();
  }, 30_000);

  it.each(LANGUAGES)('shows the pricing tabs Clients and Tutors (%s)', async (language) => {
    const page = await visit('/pricing', language);
    const [clients, tutors] = language === 'en' ? ['Clients', 'Tutors'] : ['Clientes', 'Tutores'];
    await page.getByRole('tab', { name: clients, exact: true }).waitFor();
    await page.getByText(language === 'en' ? 'A 9.7% service fee' : 'Una tarifa de servicio del 9.7 %').first().waitFor();
    await page.getByText(language === 'en' ? '$20 for every referral' : '$20', { exact: false }).first().waitFor();
    await page.getByRole('tab', { name: tutors, exact: true }).click();
    await page.getByText(language === 'en' ? 'Earn $25+ per hour' : 'Gana más de $25 por hora', { exact: false }).first().waitFor();
    await screenshot(page, `public-site-pricing-${language}`);
  }, 30_000);

  it('shows an admin the leads and the inquiries', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, 'admin@example.com');
    await page.goto(`${app.url}/admin?tab=leads`);
    for (const company of sent.companies) await page.getByText(company, { exact: false }).waitFor();
    await page.goto(`${app.url}/admin?tab=inquiries`);
    for (const subject of sent.subjects) await page.getByText(subject).waitFor();
    await screenshot(page, 'public-site-admin-inquiries');
  }, 60_000);
});

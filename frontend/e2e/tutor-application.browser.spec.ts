import { Page } from 'playwright-core';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;
type Catalog = typeof en;

(chromiumAvailable() ? describe : describe.skip)('the tutor application in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('tutor-application');
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  const next = (page: Page, text: Catalog) => page.getByRole('button', { name: text['tutorApplication.next'], exact: true }).click();

  /** Step 1 typed as a person would: the masks shape the birthday and phone as they are typed. */
  async function personalInfo(page: Page, email: string, phoneDigits: string): Promise<void> {
    await page.fill('#apply-first-name', 'Ana');
    await page.fill('#apply-last-name', 'López');
    await page.locator('#apply-dob').pressSequentially('02292008');
    await page.fill('#apply-email', email);
    await page.locator('#apply-phone').pressSequentially(phoneDigits);
    await page.fill('#apply-password', 'tutor secret');
  }

  async function logIn(page: Page, email: string): Promise<void> {
    await page.goto(`${app.url}/login`);
    await page.fill('#login-email', email);
    await page.fill('#login-password', 'tutor secret');
    await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();
    await page.waitForURL((target) => !target.pathname.startsWith('/login'));
  }

  it('applies in English, leaves halfway, and resumes on another device after signing in', async () => {
    const email = `applicant-${Date.now()}@example.com`;
    const page = await app.newPage();
    await page.goto(`${app.url}/apply`);
    for (const prompt of ['tutorApplication.prompt.name', 'tutorApplication.prompt.dob', 'tutorApplication.prompt.contact', 'tutorApplication.prompt.password'] as const) {
      await page.getByText(en[prompt], { exact: true }).waitFor();
    }
    // Every field is checked before Next.
    await next(page, en);
    await page.getByText(en['tutorApplication.validation.firstName']).waitFor();
    await page.getByText(en['tutorApplication.validation.dob']).waitFor();
    await page.getByText(en['tutorApplication.validation.phoneNumber']).waitFor();
    await personalInfo(page, email, '5125550142');
    await page.fill('#apply-dob', '');
    await page.locator('#apply-dob').pressSequentially('01012020');
    await next(page, en);
    await page.getByText(en['tutorApplication.validation.tooYoung']).waitFor();
    await page.fill('#apply-dob', '');
    await page.locator('#apply-dob').pressSequentially('02292008');
    expect(await page.inputValue('#apply-phone')).toBe('(512) 555-0142');
    await screenshot(page, 'apply-01-personal-info');
    await next(page, en);

    await page.waitForURL('**/apply/referral');
    await page.getByText(en['tutorApplication.progress'].replace('{percent}', '10')).waitFor();
    await page.getByText(en['tutorApplication.referral.FRIEND']).click();
    await next(page, en);
    await page.waitForURL('**/apply/core-subjects');
    await next(page, en);
    await page.getByText(en['tutorApplication.validation.subjects']).waitFor();
    await page.getByText(en['tutorApplication.subject.math'], { exact: true }).click();
    await next(page, en);
    await page.waitForURL('**/apply/education-level');
    await page.getByText(en['tutorApplication.level.highSchool']).click();
    await page.locator('#apply-grade').selectOption('11TH_GRADE');
    await page.getByText(en['tutorApplication.gradesForTutoring.MIDDLE_SCHOOL']).click();
    await next(page, en);
    await page.waitForURL('**/apply/location');
    await page.fill('#apply-location', '78701');
    await page.getByRole('menuitem', { name: /Austin, TX 78701/ }).click();
    await next(page, en);
    await page.waitForURL('**/apply/school-info');
    await page.getByText(en['tutorApplication.progress'].replace('{percent}', '50')).waitFor();
    await page.context().close();

    // Another device, signed in later: the application opens where it stopped.
    const later = await app.newPage();
    await logIn(later, email);
    await later.goto(`${app.url}/apply`);
    await later.waitForURL('**/apply/school-info');
    await later.getByText(en['tutorApplication.progress'].replace('{percent}', '50')).waitFor();
    await later.getByRole('button', { name: en['tutorApplication.school.notListed'] }).click();
    await later.fill('#apply-school-name', 'Austin High School');
    await later.fill('#apply-school-city', 'Austin');
    await later.fill('#apply-school-state', 'TX');
    await next(later, en);
    await later.waitForURL('**/apply/high-school-courses');
    await later.fill('#apply-courses', 'Algebra');
    await later.getByRole('menuitem', { name: 'Algebra 1', exact: true }).click();
    await next(later, en);
    await later.waitForURL('**/apply/tutoring-preferences');
    await next(later, en);
    await later.waitForURL('**/apply/availability');
    await later.getByRole('checkbox', { name: `${en['tutor.day.MONDAY']} ${en['tutor.time.EVENING']}` }).check({ force: true });
    await next(later, en);
    await later.waitForURL('**/apply/about');
    await later.fill('#apply-about', 'I love teaching algebra to middle schoolers.');
    await later.fill('#apply-gpa', '5.5');
    await later.getByRole('button', { name: en['tutorApplication.submit'] }).click();
    await later.getByText(en['tutorApplication.validation.gpa']).waitFor();
    await later.fill('#apply-gpa', '3.9');
    await screenshot(later, 'apply-02-about');
    await later.getByRole('button', { name: en['tutorApplication.submit'] }).click();
    await later.getByRole('heading', { name: en['tutorApplication.done.heading'] }).waitFor();
    await screenshot(later, 'apply-03-done');
  }, 180_000);

  it('reads the application in Spanish, says a taken address is taken, and resumes after a reload', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/`);
    await page.evaluate("window.localStorage.setItem('language', 'sp')");
    await page.goto(`${app.url}/apply`);
    await page.getByText(sp['tutorApplication.prompt.name'], { exact: true }).waitFor();
    await next(page, sp);
    await page.getByText(sp['tutorApplication.validation.firstName']).waitFor();
    // The demo tutor's address is taken: the server's message, then the spec's request for another.
    await personalInfo(page, 'tutor@example.com', '5125550143');
    await next(page, sp);
    await page.getByText(sp['tutorApplication.taken.different'], { exact: false }).waitFor();
    await page.getByText(sp['tutorApplication.server.emailTaken'], { exact: false }).waitFor();
    await screenshot(page, 'apply-04-taken-sp');

    await page.fill('#apply-email', `solicitante-${Date.now()}@example.com`);
    await next(page, sp);
    await page.waitForURL('**/apply/referral');
    // The new account's saved language is English until the applicant chooses Spanish again.
    await page.locator(`select[aria-label="${en['language.label']}"], select[aria-label="${sp['language.label']}"]`).first().selectOption('sp');
    await page.getByText(sp['tutorApplication.step.referral']).waitFor();
    await page.getByText(sp['tutorApplication.referral.SCHOOL']).click();
    await next(page, sp);
    await page.waitForURL('**/apply/core-subjects');
    await page.getByText(sp['tutorApplication.subject.science'], { exact: true }).click();
    await next(page, sp);
    await page.waitForURL('**/apply/education-level');
    await page.getByText(sp['tutorApplication.progress'].replace('{percent}', '30')).waitFor();

    await page.reload();
    await page.waitForURL('**/apply/education-level');
    await page.getByText(sp['tutorApplication.step.education-level']).waitFor();
    await page.getByText(sp['tutorApplication.level.college']).click();
    await page.locator('#apply-grade').selectOption('FRESHMAN');
    await next(page, sp);
    await page.getByText(sp['tutorApplication.validation.gradesForTutoring']).waitFor();
    await screenshot(page, 'apply-05-education-sp');
  }, 180_000);
});

import { AddressInfo, createServer } from 'node:net';
import { Page } from 'playwright-core';
import { TUTOR_ONBOARDING_CONTENT } from '../../backend/content/onboarding/tutor-onboarding.content';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
const sp = catalogs.sp;
const ADMIN_EMAIL = 'onboarding-admin@example.com';
const ADMIN_PASSWORD = 'onboarding admin secret';

(chromiumAvailable() ? describe : describe.skip)('becoming an onboarded tutor in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    // A known port, so the public URL (where the payments sandbox sends the browser) is the app's own.
    const port = await freePort();
    app = await startBrowserApp('tutor-onboarding', { ADMIN_EMAIL, ADMIN_PASSWORD, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  const graphql = async (page: Page, query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post(`${app.url}/graphql`, { data: { query, variables } });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body;
  };

  /** A new tutor, signed in in a page of their own (the sign-up sets the session cookie). */
  async function newTutor(firstName: string, lastName: string): Promise<Page> {
    const page = await app.newPage();
    const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
    await graphql(page, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', {
      input: { email, password: 'tutor secret 1', firstName, lastName, profileType: 'TUTOR' },
    });
    return page;
  }

  async function adminPage(): Promise<Page> {
    const page = await app.newPage();
    await page.goto(`${app.url}/login`);
    await page.fill('#login-email', ADMIN_EMAIL);
    await page.fill('#login-password', ADMIN_PASSWORD);
    await page.getByRole('button', { name: en['auth.login.submit'], exact: true }).click();
    await page.waitForURL((target) => !target.pathname.startsWith('/login'));
    return page;
  }

  /** Answers every question of the quiz, rightly or (for the first option that is not right) wrongly. */
  async function answerQuiz(page: Page, language: 'en' | 'sp', right: boolean): Promise<void> {
    for (const question of TUTOR_ONBOARDING_CONTENT[language].quiz.questions) {
      const option = right ? question.options.find((each) => each.id === question.correctOptionId)! : question.options.find((each) => each.id !== question.correctOptionId)!;
      await page.getByText(option.text, { exact: true }).click();
      expect(await page.getByRole('radio', { name: option.text, exact: true }).isChecked()).toBe(true);
    }
  }

  it('walks a tutor through the checklist and an admin onboards them: and the dashboard and the header stop asking', async () => {
    const tutor = await newTutor('Odalys', 'Onboardsworth');
    await tutor.goto(`${app.url}/dashboard`);
    const card = tutor.getByRole('region', { name: en['tutorOnboarding.card.title'] });
    await card.getByText(en['tutorOnboarding.step.agreement']).waitFor();
    await tutor.getByTestId('profile-badge').first().waitFor();
    await screenshot(tutor, 'tutor-onboarding-01-dashboard');
    await card.getByRole('link', { name: en['tutorOnboarding.card.open'] }).click();
    await tutor.waitForURL('**/dashboard/onboarding');

    await tutor.getByRole('button', { name: en['tutorOnboarding.agreement.sign'] }).click();
    await tutor.getByText(en['tutorOnboarding.agreement.signed'].replace('{version}', TUTOR_ONBOARDING_CONTENT.en.agreement.version)).waitFor();

    await answerQuiz(tutor, 'en', false);
    await tutor.getByRole('button', { name: en['tutorOnboarding.quiz.submit'] }).click();
    const count = String(TUTOR_ONBOARDING_CONTENT.en.quiz.questions.length);
    await tutor.getByRole('alert').getByText(en['tutorOnboarding.quiz.failed'].replace('{correct}', '0').replace('{count}', count).replace('{passMark}', String(TUTOR_ONBOARDING_CONTENT.en.quiz.passMark))).waitFor();
    await answerQuiz(tutor, 'en', true);
    await tutor.getByRole('button', { name: en['tutorOnboarding.quiz.submit'] }).click();
    await tutor.getByRole('region', { name: new RegExp(en['tutorOnboarding.step.quiz']) }).getByText(en['tutorOnboarding.done']).waitFor();

    await tutor.fill('#onboarding-video-link', 'http://video.example.com/odalys');
    await tutor.getByRole('button', { name: en['tutorOnboarding.video.save'] }).click();
    await tutor.getByText(en['tutorOnboarding.video.invalid']).waitFor();
    await tutor.fill('#onboarding-video-link', 'https://video.example.com/odalys');
    await tutor.getByRole('button', { name: en['tutorOnboarding.video.save'] }).click();
    await tutor.getByRole('region', { name: new RegExp(en['tutorOnboarding.step.video']) }).getByText(en['tutorOnboarding.done']).waitFor();

    await tutor.getByRole('button', { name: en['tutorOnboarding.submit.button'] }).click();
    await tutor.getByRole('alert').getByText(en['tutorOnboarding.server.payoutMethodRequired']).waitFor();
    await tutor.getByRole('link', { name: en['tutorOnboarding.payout.choose'] }).click();
    await tutor.waitForURL('**/account-settings/tutor-payouts/venmo');
    await tutor.fill('#payout-venmo', '@odalys-tutor');
    await tutor.getByRole('button', { name: en['payouts.manual.save'].replace('{method}', 'Venmo') }).click();
    await tutor.getByText(en['payouts.saved']).first().waitFor();
    await tutor.goto(`${app.url}/dashboard/onboarding`);
    await tutor.getByText(en['tutorOnboarding.payout.current'].replace('{method}', 'Venmo')).waitFor();
    await tutor.getByRole('button', { name: en['tutorOnboarding.submit.button'] }).click();
    await tutor.getByText(en['tutorOnboarding.submit.waiting']).waitFor();
    await screenshot(tutor, 'tutor-onboarding-02-submitted');

    const admin = await adminPage();
    await admin.goto(`${app.url}/admin/onboard`);
    const table = admin.getByRole('table', { name: en['admin.onboarding.table'] });
    await table.getByRole('button', { name: en['admin.onboarding.openFor'].replace('{name}', 'Odalys Onboardsworth') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('link', { name: 'https://video.example.com/odalys' }).waitFor();
    await screenshot(admin, 'tutor-onboarding-03-admin-application');
    await dialog.getByRole('button', { name: en['admin.onboarding.onboard'] }).click();
    await admin.getByText(en['admin.onboarding.onboarded']).waitFor();
    await dialog.getByRole('button', { name: en['admin.onboarding.addToActiveList'] }).click();
    await dialog.getByText(en['admin.onboarding.onActiveList']).waitFor();

    await tutor.goto(`${app.url}/dashboard`);
    await tutor.getByRole('heading', { name: en['dashboard.heading'] }).waitFor();
    await tutor.getByRole('tab', { name: en['dashboard.tab.overview'] }).waitFor();
    expect(await card.count()).toBe(0);
    expect(await tutor.getByTestId('profile-badge').count()).toBe(0);
  }, 180_000);

  it('shows the checklist and the admins’ queue in Spanish, and a sent-back application with its reason', async () => {
    const tutor = await newTutor('Sofía', 'Devuelta');
    await tutor.goto(`${app.url}/dashboard/onboarding`);
    await tutor.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await tutor.getByRole('heading', { name: sp['tutorOnboarding.heading'] }).waitFor();
    await tutor.getByText(TUTOR_ONBOARDING_CONTENT.sp.agreement.paragraphs[0]).waitFor();
    await tutor.getByRole('button', { name: sp['tutorOnboarding.agreement.sign'] }).click();
    await tutor.getByText(sp['tutorOnboarding.agreement.signed'].replace('{version}', TUTOR_ONBOARDING_CONTENT.sp.agreement.version)).waitFor();
    await answerQuiz(tutor, 'sp', true);
    await tutor.getByRole('button', { name: sp['tutorOnboarding.quiz.submit'] }).click();
    await tutor.getByRole('region', { name: new RegExp(sp['tutorOnboarding.step.quiz']) }).getByText(sp['tutorOnboarding.done']).waitFor();
    await tutor.fill('#onboarding-video-link', 'https://video.example.com/sofia');
    await tutor.getByRole('button', { name: sp['tutorOnboarding.video.save'] }).click();
    await tutor.getByRole('region', { name: new RegExp(sp['tutorOnboarding.step.video']) }).getByText(sp['tutorOnboarding.done']).waitFor();
    await graphql(tutor, 'mutation { editPrimaryPayoutOption(primaryPayoutMethod: paypal, manualPayoutId: "sofia@example.com") { primaryPayoutMethod } }');
    await tutor.reload();
    await tutor.getByText(sp['tutorOnboarding.payout.current'].replace('{method}', 'PayPal')).waitFor();
    await tutor.getByRole('button', { name: sp['tutorOnboarding.submit.button'] }).click();
    await tutor.getByText(sp['tutorOnboarding.submit.waiting']).waitFor();
    await screenshot(tutor, 'tutor-onboarding-04-submitted-sp');

    const admin = await adminPage();
    await admin.goto(`${app.url}/admin/onboard`);
    await admin.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await admin.getByRole('tab', { name: sp['admin.tabs.onboarding'] }).waitFor();
    const table = admin.getByRole('table', { name: sp['admin.onboarding.table'] });
    await table.getByRole('button', { name: sp['admin.onboarding.openFor'].replace('{name}', 'Sofía Devuelta') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: sp['admin.onboarding.sendBack'] }).click();
    await dialog.getByText(sp['admin.onboarding.reasonRequired']).waitFor();
    await dialog.locator('#admin-onboarding-reason').fill('El video no tiene sonido.');
    await dialog.getByRole('button', { name: sp['admin.onboarding.sendBack'] }).click();
    await admin.getByText(sp['admin.onboarding.sentBack']).waitFor();
    await screenshot(admin, 'tutor-onboarding-05-sent-back-sp');

    await tutor.reload();
    await tutor.getByText(sp['tutorOnboarding.submit.sentBack'].replace('{reason}', 'El video no tiene sonido.')).waitFor();
    await tutor.getByRole('button', { name: sp['tutorOnboarding.submit.button'] }).waitFor();
  }, 180_000);

  it("links a Stripe account through the sandbox's stand-in for Stripe's Connect page", async () => {
    const tutor = await newTutor('Connie', 'Stripe');
    await tutor.goto(`${app.url}/account-settings/tutor-payouts/stripe-connect`);
    await tutor.getByRole('button', { name: en['payouts.stripe.connect'] }).click();
    await tutor.waitForURL('**/sandbox/connect/authorize?**');
    await screenshot(tutor, 'tutor-onboarding-06-sandbox-connect');
    await tutor.getByRole('link', { name: 'Connect sandbox account' }).click();
    await tutor.waitForURL('**/account-settings/tutor-payouts/stripe-connect**');
    // The page's status line and, for a moment, a toast say the same words.
    await tutor.getByText(en['payouts.stripe.connected']).first().waitFor();
  }, 120_000);
});

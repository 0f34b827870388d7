import { Page } from 'playwright-core';
import { TUTOR_ONBOARDING_CONTENT } from '../../backend/content/onboarding/tutor-onboarding.content';
import { eventually } from '../../backend/test-support/eventually';
import { DEMO_TUTOR_EMAIL, demoAccountId } from '../../ops/seed/seed-demo-accounts';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { catalogs } from '../src/app/catalogs';
import { Language, LOCALE_OF } from '../src/lib/intl/languages';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';
import { endedHalfHour, fillSessionTimes, monthOf } from './support/session-dialog';

type Catalog = typeof catalogs.en;
const ADMIN_EMAIL = 'walk-admin@example.com';
const ADMIN_PASSWORD = 'walk admin secret';
const PASSWORD = 'tutor secret';
const COURSE = 'Algebra 1';

/** Where a walk's tutor lives: a town the demo set has no tutors in, so a search near it finds them at once. */
interface Town {
  zip: string;
  /** As the ZIP pickers name it. */
  place: string;
}

/**
 * The "Done when", walked as people do it in Chromium: a newcomer applies at /apply (leaving
 * halfway and resuming after signing in again), or a student through /student-become-tutor; works
 * the onboarding checklist (agreement, quiz, video, payout method); an admin onboards them at
 * /admin/onboard; they edit their profile, see the preview and show the profile in search; a client
 * searches the course near the tutor's ZIP code, finds them and sends a request; the tutor accepts,
 * schedules a session that has ended, and is paid once it is processed. One walk in English, one in
 * Spanish; and a tutor without a payout method warned, their payout held, then released.
 */
(chromiumAvailable() ? describe : describe.skip)('becoming a tutor, from the application to the first payout, in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    // Sessions are processed (charged and paid out) as soon as they end.
    app = await startBrowserApp('becoming-a-tutor', { ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_PROCESSING_DELAY_MINUTES: '0' });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  /** A page of its own, in UTC (the session dialog schedules in the browser's time zone). */
  const open = (): Promise<Page> => app.newPage({ timezoneId: 'UTC', locale: 'en-US' });

  /** The API with the page's own session cookie, for what the walk does not test (a texted code, the language an account was created with). */
  async function api<T = unknown>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await page.request.post(`${app.url}/graphql`, { data: { query, variables } });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data as T;
  }

  async function logIn(page: Page, email: string, password: string, t: Catalog): Promise<void> {
    await page.goto(`${app.url}/login`);
    await page.fill('#login-email', email);
    await page.fill('#login-password', password);
    await page.getByRole('button', { name: t['auth.login.submit'], exact: true }).click();
    await page.waitForURL((target) => !target.pathname.startsWith('/login'));
  }

  const next = (page: Page, t: Catalog) => page.getByRole('button', { name: t['tutorApplication.next'], exact: true }).click();

  /** The application's steps after the first (or after a student's core-info step), up to its end. */
  async function applicationFromReferral(page: Page, t: Catalog, base: string, town: Town, resume?: (page: Page) => Promise<Page>): Promise<Page> {
    await page.waitForURL(`**${base}/referral`);
    await page.getByText(t['tutorApplication.referral.FRIEND']).click();
    await next(page, t);
    await page.waitForURL(`**${base}/core-subjects`);
    await page.getByText(t['tutorApplication.subject.math'], { exact: true }).click();
    await next(page, t);
    await page.waitForURL(`**${base}/education-level`);
    await page.getByText(t['tutorApplication.level.highSchool']).click();
    await page.locator('#apply-grade').selectOption('12TH_GRADE');
    await page.getByText(t['tutorApplication.gradesForTutoring.HIGH_SCHOOL'], { exact: true }).click();
    await next(page, t);
    await page.waitForURL(`**${base}/location`);
    await page.fill('#apply-location', town.zip);
    await page.getByRole('menuitem', { name: new RegExp(town.place) }).click();
    await next(page, t);
    await page.waitForURL(`**${base}/school-info`);
    await page.getByText(t['tutorApplication.progress'].replace('{percent}', '50')).waitFor();
    // Leaving halfway: whatever comes back (another device, signed in again) resumes here.
    if (resume) {
      page = await resume(page);
      await page.waitForURL(`**${base}/school-info`);
      await page.getByText(t['tutorApplication.progress'].replace('{percent}', '50')).waitFor();
    }
    await page.getByRole('button', { name: t['tutorApplication.school.notListed'] }).click();
    await page.fill('#apply-school-name', `${town.place.split(',')[0]} High School`);
    await page.fill('#apply-school-city', town.place.split(',')[0]);
    await page.fill('#apply-school-state', town.place.split(', ')[1].slice(0, 2));
    await next(page, t);
    await page.waitForURL(`**${base}/high-school-courses`);
    await page.fill('#apply-courses', 'Algebra');
    await page.getByRole('menuitem', { name: COURSE, exact: true }).click();
    await next(page, t);
    await page.waitForURL(`**${base}/tutoring-preferences`);
    await next(page, t);
    await page.waitForURL(`**${base}/availability`);
    await page.getByRole('checkbox', { name: `${t['tutor.day.MONDAY']} ${t['tutor.time.EVENING']}` }).check({ force: true });
    await next(page, t);
    await page.waitForURL(`**${base}/about`);
    await page.fill('#apply-about', 'I explain algebra step by step, with patience.');
    await page.fill('#apply-gpa', '3.8');
    await page.getByRole('button', { name: t['tutorApplication.submit'] }).click();
    await page.getByRole('heading', { name: t['tutorApplication.done.heading'] }).waitFor();
    return page;
  }

  /** Answers the quiz of the interface language rightly. */
  async function passQuiz(page: Page, language: Language): Promise<void> {
    for (const question of TUTOR_ONBOARDING_CONTENT[language].quiz.questions) {
      const option = question.options.find((each) => each.id === question.correctOptionId)!;
      await page.getByText(option.text, { exact: true }).click();
    }
  }

  /** The checklist from the dashboard's card: agreement, quiz, video, the payout method, submitted. */
  async function onboarding(page: Page, t: Catalog, language: Language, payout: 'venmo' | 'stripeConnect', handle: string): Promise<void> {
    await page.goto(`${app.url}/dashboard`);
    const card = page.getByRole('region', { name: t['tutorOnboarding.card.title'] });
    await card.getByText(t['tutorOnboarding.step.agreement']).waitFor();
    await card.getByRole('link', { name: t['tutorOnboarding.card.open'] }).click();
    await page.waitForURL('**/dashboard/onboarding');
    await page.getByText(TUTOR_ONBOARDING_CONTENT[language].agreement.paragraphs[0]).waitFor();
    await page.getByRole('button', { name: t['tutorOnboarding.agreement.sign'] }).click();
    await page.getByText(t['tutorOnboarding.agreement.signed'].replace('{version}', TUTOR_ONBOARDING_CONTENT[language].agreement.version)).waitFor();
    await passQuiz(page, language);
    await page.getByRole('button', { name: t['tutorOnboarding.quiz.submit'] }).click();
    await page.getByRole('region', { name: new RegExp(t['tutorOnboarding.step.quiz']) }).getByText(t['tutorOnboarding.done']).waitFor();
    await page.fill('#onboarding-video-link', `https://video.example.com/${handle}`);
    await page.getByRole('button', { name: t['tutorOnboarding.video.save'] }).click();
    await page.getByRole('region', { name: new RegExp(t['tutorOnboarding.step.video']) }).getByText(t['tutorOnboarding.done']).waitFor();

    await page.getByRole('link', { name: t['tutorOnboarding.payout.choose'] }).click();
    await page.waitForURL('**/account-settings/tutor-payouts/venmo');
    if (payout === 'venmo') {
      await page.fill('#payout-venmo', `@${handle}`);
      await page.getByRole('button', { name: t['payouts.manual.save'].replace('{method}', 'Venmo') }).click();
      await page.getByText(t['payouts.saved']).first().waitFor();
    } else {
      // Stripe's Connect onboarding, as the payments sandbox stands in for it, returns with a code.
      await page.getByRole('tab', { name: 'Stripe Connect' }).click();
      await page.getByRole('button', { name: t['payouts.stripe.connect'] }).click();
      await page.waitForURL('**/sandbox/connect/authorize?**');
      await page.getByRole('link', { name: 'Connect sandbox account' }).click();
      await page.waitForURL('**/account-settings/tutor-payouts/stripe-connect**');
      await page.getByText(t['payouts.stripe.connected']).first().waitFor();
    }
    await page.goto(`${app.url}/dashboard/onboarding`);
    await page.getByText(t['tutorOnboarding.payout.current'].replace('{method}', payout === 'venmo' ? 'Venmo' : 'Stripe Connect')).waitFor();
    await page.getByRole('button', { name: t['tutorOnboarding.submit.button'] }).click();
    await page.getByText(t['tutorOnboarding.submit.waiting']).waitFor();
  }

  /** An admin opens the application at /admin/onboard, onboards the tutor and adds them to the active list. */
  async function adminOnboards(t: Catalog, language: Language, fullName: string, shot: string): Promise<void> {
    const admin = await open();
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD, catalogs.en);
    await admin.goto(`${app.url}/admin/onboard`);
    if (language === 'sp') await admin.locator(`select[aria-label="${catalogs.en['language.label']}"]`).selectOption('sp');
    const table = admin.getByRole('table', { name: t['admin.onboarding.table'] });
    await table.getByRole('button', { name: t['admin.onboarding.openFor'].replace('{name}', fullName) }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: t['admin.onboarding.onboard'] }).click();
    await admin.getByText(t['admin.onboarding.onboarded']).waitFor();
    await dialog.getByRole('button', { name: t['admin.onboarding.addToActiveList'] }).click();
    await dialog.getByText(t['admin.onboarding.onActiveList']).waitFor();
    await screenshot(admin, shot);
    await admin.context().close();
  }

  /** The tutor's bio and rate at /edit-profile, saved, the card preview clients will see, and the profile shown in search (hidden until then). */
  async function editProfile(page: Page, t: Catalog, bio: string): Promise<void> {
    await page.goto(`${app.url}/edit-profile`);
    await page.getByRole('heading', { name: t['profileEditor.heading'], exact: true }).waitFor();
    await page.getByText(t['profileEditor.hidden']).waitFor();
    await page.fill('#profile-bio', bio);
    await page.fill('#profile-hourly-wage', '35');
    await page.getByRole('button', { name: t['profileEditor.save'], exact: true }).click();
    await page.getByText(t['profileEditor.saved']).waitFor();
    const preview = page.getByRole('region', { name: t['profileEditor.preview.heading'] });
    await preview.getByText(bio).waitFor();
    await preview.getByText(t['tutor.rate'].replace('{rate}', '35')).waitFor();
    // Onboarded but hidden: the dashboard says search does not find them yet, and links the switch.
    await page.goto(`${app.url}/dashboard`);
    const hidden = page.getByRole('region', { name: t['profileEditor.visibility.title'] });
    await hidden.getByText(t['profileEditor.hidden']).waitFor();
    await hidden.getByRole('link', { name: t['profileEditor.visibility.label'] }).click();
    await page.waitForURL('**/account-settings/visibility');
    await page.getByText(t['profileEditor.visibility.hiddenHint']).waitFor();
    // A controlled switch: it turns on once the server has the change.
    await page.getByText(t['profileEditor.visibility.label']).click();
    await page.getByText(t['profileEditor.visibility.visible']).waitFor();
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('tab', { name: t['dashboard.tab.overview'] }).waitFor();
    expect(await hidden.count()).toBe(0);
  }

  /** A new parent with a verified address and phone (the link and code read from the dev outbox) and a card on file, signed in, in `language`. */
  async function newClient(t: Catalog, language: Language, firstName: string, lastName: string, phone: string): Promise<Page> {
    const client = await open();
    await client.goto(`${app.url}/`);
    const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
    await api(client, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', {
      input: { email, password: PASSWORD, firstName, lastName, profileType: 'STUDENT_OR_PARENT' },
    });
    await api(client, `mutation { saveUserLanguagePreference(language: "${language}") { id } }`);
    // The e-mailed link verifies the address (Connect asks for it), the texted code the phone (a request asks for it).
    const link = await eventually(async () => {
      const { devOutbox } = await api<{ devOutbox: Array<{ text: string }> }>(client, 'query ($to: String!) { devOutbox(to: $to) { text } }', { to: email });
      const found = devOutbox.map((message) => /https?:\/\/[^\s]+(\/welcome\/verify-account\?token=[\w%-]+)/.exec(message.text)?.[1]).find(Boolean);
      if (!found) throw new Error('no verification e-mail yet');
      return found;
    });
    await client.goto(`${app.url}${link}`);
    await client.getByText(t['auth.verify.success.heading']).waitFor();
    await api(client, 'mutation ($phone: String!) { editContactInfo(phoneNumber: $phone) { id } }', { phone });
    await api(client, 'mutation { sendPhoneVerificationCode }');
    const code = await eventually(async () => {
      const { devOutbox } = await api<{ devOutbox: Array<{ text: string }> }>(client, 'query ($to: String!) { devOutbox(to: $to) { text } }', { to: phone });
      const found = devOutbox.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
      if (!found) throw new Error('no code texted yet');
      return found;
    });
    await api(client, 'mutation ($code: String!) { verifyPhoneNumber(code: $code) { id } }', { code });
    await client.goto(`${app.url}/account-settings/payment`);
    await client.getByRole('radio', { name: /4242/ }).check({ force: true });
    await client.getByRole('button', { name: t['paymentMethods.addCard'] }).click();
    await client.getByRole('listitem', { name: /Visa .*4242/ }).waitFor();
    return client;
  }

  /** The client searches the course near the tutor's ZIP code, finds them, opens their profile and sends a request. */
  async function findAndRequest(client: Page, t: Catalog, town: Town, tutorFirstName: string, shot: string): Promise<void> {
    await client.goto(`${app.url}/search`);
    await client.getByRole('combobox', { name: t['tutorSearch.courses.placeholder'] }).fill(COURSE);
    await client.getByRole('option', { name: COURSE, exact: true }).click();
    await client.getByRole('button', { name: t['tutorSearch.location.chip'], exact: true }).click();
    const setLocation = client.getByRole('dialog', { name: t['tutorSearch.location.title'] });
    await setLocation.getByRole('textbox', { name: t['tutorSearch.location.placeholder'] }).fill(town.zip);
    await setLocation.getByRole('option', { name: new RegExp(town.zip) }).first().click();
    const card = client.locator('.course-results [role="article"]').filter({ has: client.getByRole('heading', { name: tutorFirstName, exact: true }) });
    await card.first().waitFor();
    await screenshot(client, `${shot}-search`);
    await card.first().getByRole('link', { name: tutorFirstName, exact: true }).click();
    await client.waitForURL(/\/(u|tutor)\//);
    await client.getByRole('heading', { level: 1, name: new RegExp(`^${tutorFirstName}`) }).waitFor();
    await client.getByRole('button', { name: t['tutor.connect'] }).first().click();
    const dialog = client.getByRole('dialog', { name: t['requests.dialog.title'].replace('{name}', tutorFirstName) });
    await dialog.locator('#request-subject').fill(COURSE);
    await dialog.locator('#request-grade').selectOption('High School');
    await dialog.locator('#request-zip').fill(town.zip);
    await dialog.getByText(town.place).first().waitFor();
    await dialog.getByRole('group', { name: t['requests.form.days'] }).getByRole('checkbox').first().check({ force: true });
    await dialog.locator('#request-time').fill('Weekday evenings');
    await dialog.locator('#request-message').fill(`Hi ${tutorFirstName}, I need help with ${COURSE}.`);
    await dialog.getByRole('button', { name: t['requests.form.submit'] }).click();
    await dialog.getByText(t['requests.success.heading']).or(dialog.getByRole('alert')).first().waitFor();
    expect(await dialog.getByRole('alert').allTextContents()).toEqual([]);
    await screenshot(client, `${shot}-request-sent`);
  }

  /** The tutor opens the request from the inbox and accepts it. */
  async function accept(tutor: Page, t: Catalog, clientFullName: string): Promise<void> {
    await tutor.goto(`${app.url}/inbox`);
    await tutor.getByRole('link', { name: new RegExp(clientFullName) }).click();
    await tutor.getByRole('button', { name: t['conversation.accept'], exact: true }).click();
    await tutor.getByRole('button', { name: t['conversation.accept'], exact: true }).waitFor({ state: 'detached' });
  }

  /**
   * The tutor schedules, with the new client, a half hour that has ended (so it is processed at once),
   * yesterday on their calendar (the browser's, UTC: they chose no zone); answers its month ("YYYY-MM").
   */
  async function scheduleEndedSession(tutor: Page, t: Catalog, language: Language, clientFullName: string): Promise<string> {
    const ended = endedHalfHour('UTC');
    await tutor.goto(`${app.url}/sessions/upcoming`);
    await tutor.getByRole('button', { name: t['sessions.schedule'] }).click();
    const dialog = tutor.getByRole('dialog', { name: t['sessions.form.createTitle'] });
    await dialog.getByLabel(t['sessions.form.client']).selectOption({ label: clientFullName });
    await dialog.getByLabel(t['sessions.form.subject']).fill(COURSE);
    await fillSessionTimes(dialog, t, LOCALE_OF[language], ended, 'UTC');
    await dialog.getByText(t['sessions.flag.startInPast']).waitFor();
    await dialog.getByRole('button', { name: t['sessions.form.submitCreate'], exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    return monthOf(ended.date);
  }

  /** Waits, reloading, until the completed sessions list of `month` ("YYYY-MM") shows the other person's session as paid. */
  async function seesPaid(page: Page, t: Catalog, otherFullName: string, month: string): Promise<void> {
    await page.goto(`${app.url}/sessions/completed?month=${month}`);
    await eventually(
      async () => {
        await page.reload();
        await page.getByRole('listitem', { name: otherFullName }).getByText(t['sessions.completed.paid']).waitFor({ timeout: 2_000 });
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
  }

  it('a newcomer applies at /apply in English, resumes after signing in again, is onboarded, found near their ZIP code, accepts a request and is paid', async () => {
    const t = catalogs.en;
    const town: Town = { zip: '59801', place: 'Missoula, MT' };
    const email = `marisol-${Date.now()}@example.com`;
    const first = await open();
    await first.goto(`${app.url}/apply`);
    await first.fill('#apply-first-name', 'Marisol');
    await first.fill('#apply-last-name', 'Quintero');
    await first.locator('#apply-dob').pressSequentially('03152006');
    await first.fill('#apply-email', email);
    await first.locator('#apply-phone').pressSequentially('4065550161');
    await first.fill('#apply-password', PASSWORD);
    await next(first, t);
    const tutor = await applicationFromReferral(first, t, '/apply', town, async (page) => {
      await page.context().close();
      const again = await open();
      await logIn(again, email, PASSWORD, t);
      await again.goto(`${app.url}/apply`);
      return again;
    });
    await screenshot(tutor, 'walk-en-01-applied');

    await onboarding(tutor, t, 'en', 'venmo', 'marisol-q');
    await screenshot(tutor, 'walk-en-02-onboarding-submitted');
    await adminOnboards(t, 'en', 'Marisol Quintero', 'walk-en-03-admin-onboarded');
    // The admins' decision is e-mailed; the profile is still hidden, so the mail says where to show it.
    await eventually(async () => {
      const { devOutbox } = await api<{ devOutbox: Array<{ subject: string }> }>(tutor, 'query ($to: String!) { devOutbox(to: $to) { subject } }', { to: email });
      expect(devOutbox.map((mail) => mail.subject)).toContain('You are onboarded: turn on your profile so clients can find you');
      return true;
    });
    await editProfile(tutor, t, 'Algebra in Missoula, one step at a time.');
    await screenshot(tutor, 'walk-en-04-profile-preview');

    const client = await newClient(t, 'en', 'Clara', 'Bennett', '+14065550162');
    await findAndRequest(client, t, town, 'Marisol', 'walk-en-05');
    await accept(tutor, t, 'Clara Bennett');
    const month = await scheduleEndedSession(tutor, t, 'en', 'Clara Bennett');
    await seesPaid(tutor, t, 'Clara Bennett', month);
    await seesPaid(client, t, 'Marisol Quintero', month);
    await tutor.goto(`${app.url}/dashboard`);
    await tutor.getByRole('region', { name: t['dashboard.heldPayouts.heading'] }).getByText(t['payouts.held.empty']).waitFor();
    expect(await tutor.getByRole('alert', { name: t['payouts.warning.title'] }).count()).toBe(0);
    await screenshot(tutor, 'walk-en-06-paid-dashboard');
  }, 240_000);

  it('a student becomes a tutor through /student-become-tutor in Spanish, resumes after signing in again, connects Stripe, is onboarded, found, accepts a request and is paid', async () => {
    const t = catalogs.sp;
    const town: Town = { zip: '82901', place: 'Rock Springs, WY' };
    const email = `dario-${Date.now()}@example.com`;
    const first = await open();
    await first.goto(`${app.url}/`);
    await api(first, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', {
      input: { email, password: PASSWORD, firstName: 'Darío', lastName: 'Velasco', profileType: 'STUDENT_OR_PARENT', clientProfileType: 'STUDENT' },
    });
    await api(first, 'mutation { saveUserLanguagePreference(language: "sp") { id } }');
    await first.goto(`${app.url}/student-become-tutor`);
    await first.getByText(t['tutorApplication.step.core-info']).first().waitFor();
    await first.locator('#apply-dob').pressSequentially('07042007');
    await first.locator('#apply-phone').pressSequentially('3075550171');
    await next(first, t);
    const student = await applicationFromReferral(first, t, '/student-become-tutor', town, async (page) => {
      // Leaves halfway; later, on another device, signs in on the Spanish login page and comes back.
      await page.context().close();
      const again = await open();
      await again.goto(`${app.url}/`);
      await again.evaluate("window.localStorage.setItem('language', 'sp')");
      await logIn(again, email, PASSWORD, t);
      await again.goto(`${app.url}/student-become-tutor`);
      return again;
    });
    await screenshot(student, 'walk-sp-01-applied');

    await onboarding(student, t, 'sp', 'stripeConnect', 'dario-v');
    await screenshot(student, 'walk-sp-02-onboarding-submitted');
    await adminOnboards(t, 'sp', 'Darío Velasco', 'walk-sp-03-admin-onboarded');
    await editProfile(student, t, 'Álgebra en Rock Springs, paso a paso.');
    await screenshot(student, 'walk-sp-04-profile-preview');

    const client = await newClient(t, 'sp', 'Lucía', 'Ferrer', '+13075550172');
    await findAndRequest(client, t, town, 'Darío', 'walk-sp-05');
    await accept(student, t, 'Lucía Ferrer');
    const month = await scheduleEndedSession(student, t, 'sp', 'Lucía Ferrer');
    await seesPaid(student, t, 'Lucía Ferrer', month);
    await seesPaid(client, t, 'Darío Velasco', month);
    await screenshot(student, 'walk-sp-06-paid');
  }, 240_000);

  it('a tutor without a payout method is warned on the dashboard and by e-mail, sees the payout held, adds Venmo and is paid: in Spanish', async () => {
    const t = catalogs.sp;
    const tutor = await open();
    await logIn(tutor, DEMO_TUTOR_EMAIL, DEMO_PASSWORD, catalogs.en);
    await tutor.goto(`${app.url}/dashboard`);
    await tutor.locator(`select[aria-label="${catalogs.en['language.label']}"]`).selectOption('sp');
    await tutor.getByRole('heading', { name: t['dashboard.heading'] }).waitFor();

    const client = await newClient(t, 'sp', 'Nora', 'Castillo', '+15125550181');
    const { getCurrentUserV2: me } = await api<{ getCurrentUserV2: { id: string } }>(client, 'query { getCurrentUserV2 { id } }');
    await api(client, 'mutation ($input: TutoringRequestInput!) { requestTutoringSession(input: $input) }', {
      input: { tutorId: demoAccountId(DEMO_TUTOR_EMAIL), subject: COURSE, gradeLevel: 'High School', sessionType: 'online', daysAvailable: ['Monday'], timeAvailable: 'Tardes', firstMessage: 'Hola, necesito ayuda.' },
    });
    await accept(tutor, t, 'Nora Castillo');
    const month = await scheduleEndedSession(tutor, t, 'sp', 'Nora Castillo');
    // A session next week, whose payout would be held too: the warning names it.
    const start = new Date(Math.ceil((Date.now() + 7 * 24 * 3_600_000) / (15 * 60_000)) * 15 * 60_000);
    await api(tutor, 'mutation ($input: CreateSessionInput!) { createSession(input: $input) { id } }', {
      input: { tuteeId: me.id, subject: 'Geometry', gradeLevel: 'High School', startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString(), timeZoneId: 'UTC', meetingSolution: 'LESSONSPACE' },
    });

    await tutor.goto(`${app.url}/dashboard`);
    const warning = tutor.getByRole('alert', { name: t['payouts.warning.title'] });
    await warning.getByText(/Geometry.*Nora Castillo/).waitFor();
    const held = tutor.getByRole('region', { name: t['dashboard.heldPayouts.heading'] });
    await eventually(
      async () => {
        await tutor.reload();
        await held.getByRole('listitem').filter({ hasText: `${COURSE} con Nora Castillo` }).getByText(t['payouts.held.reason.NO_PAYOUT_METHOD']).waitFor({ timeout: 2_000 });
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    await screenshot(tutor, 'walk-held-01-warned-and-held-sp');
    const { devOutbox } = await api<{ devOutbox: Array<{ subject: string; text: string }> }>(tutor, 'query ($to: String!) { devOutbox(to: $to) { subject text } }', { to: DEMO_TUTOR_EMAIL });
    expect(devOutbox.filter((mail) => mail.subject === 'Agrega un método de cobro antes de que termine tu sesión').map((mail) => /Geometry|Algebra 1/.exec(mail.text)?.[0])).toEqual(['Geometry']);

    await held.getByRole('link', { name: t['payouts.addMethod'] }).click();
    await tutor.waitForURL('**/account-settings/tutor-payouts**');
    await tutor.getByRole('tab', { name: 'Venmo' }).click();
    await tutor.fill('#payout-venmo', '@taylor-reyes');
    await tutor.getByRole('button', { name: t['payouts.manual.save'].replace('{method}', 'Venmo') }).click();
    await tutor.getByText(t['payouts.saved']).first().waitFor();

    // The held payout is released, once: nothing held, no warning, the session paid.
    await tutor.goto(`${app.url}/dashboard`);
    await eventually(
      async () => {
        await tutor.reload();
        await held.getByText(t['payouts.held.empty']).waitFor({ timeout: 2_000 });
        return true;
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    expect(await warning.count()).toBe(0);
    await screenshot(tutor, 'walk-held-02-released-sp');
    await seesPaid(tutor, t, 'Nora Castillo', month);
  }, 180_000);
});

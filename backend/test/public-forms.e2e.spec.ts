import { randomUUID } from 'node:crypto';
import { LEAD_EVENT_TYPES } from '../domain/leads/lead.events';
import { SCHOOL_LEAD_SOURCE } from '../domain/leads/lead.rules';
import { eventually } from '../test-support/eventually';
import { LOGIN, OUTBOX, SIGN_UP, signUpInput } from './support/account-operations';
import { expectWholeListPaged, Page } from './support/admin-pages';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const LEADS = `query ($status: LeadStatus, $page: Int) { getAdminLeads(status: $status, pageNumber: $page) { total pageNumber exhausted leads {
  id firstName lastName email phoneNumber title company state status submissions lastSubmittedAt crm crmId leadSource { form organisationId recordType returnUrl country affiliation } } } }`;
const SET_STATUS = `mutation ($leadId: ID!, $status: LeadStatus!) { setLeadStatus(leadId: $leadId, status: $status) { id status } }`;
const GENERAL = `mutation ($input: GeneralInquiryInput!, $key: String!) { generalInquiry(input: $input, idempotencyKey: $key) }`;
const TECHNICAL = `mutation ($input: TechnicalIssueInput!, $key: String!) { technicalIssue(input: $input, idempotencyKey: $key) }`;
const INQUIRIES = `query ($all: Boolean, $page: Int) { getAdminInquiries(includeResolved: $all, pageNumber: $page) { total pageNumber exhausted inquiries {
  id kind name email subject message deviceBeingUsed userId submittedAt resolvedAt } } }`;
const RESOLVE = `mutation ($id: ID!) { resolveInquiry(inquiryId: $id) { id resolvedAt } }`;

interface LeadView {
  id: string;
  email: string;
  status: string;
  submissions: number;
  crm: string | null;
  crmId: string | null;
  [field: string]: unknown;
}

describe('the public forms: the schools lead form over HTTP, the contact inquiries over GraphQL', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let visitor: GraphqlClient;
  let clientUser: GraphqlClient;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password', STAFF_EMAIL: 'staff@example.com', PUBLIC_FORM_LIMIT_PER_EMAIL: '3', PUBLIC_FORM_LIMIT_PER_IP: '100' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    visitor = app.client();
    clientUser = app.client();
    await clientUser.data(SIGN_UP, { input: signUpInput() });
  }, 60_000);
  afterAll(() => app.close());

  const leadForm = (overrides: Record<string, string> = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    title: 'Principal',
    company: `School ${randomUUID().slice(0, 8)}`,
    email: `principal-${randomUUID().slice(0, 8)}@school.org`,
    phone: '(212) 555-0199',
    state: 'NY',
    oid: SCHOOL_LEAD_SOURCE.organisationId,
    recordType: SCHOOL_LEAD_SOURCE.recordType,
    retURL: 'http://localhost/schools',
    country: SCHOOL_LEAD_SOURCE.country,
    affiliation: SCHOOL_LEAD_SOURCE.affiliation,
    ...overrides,
  });

  async function solvedCaptcha(): Promise<string> {
    const puzzle = (await (await fetch(`${app.url}/captcha/challenge`)).json()) as { token: string; a: number; b: number };
    return `${puzzle.token}:${puzzle.a + puzzle.b}`;
  }

  async function verifyCaptcha(response: string): Promise<{ status: number; body: { success: boolean; response: string | null } }> {
    const answer = await fetch(`${app.url}/verify-captcha`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ response }) });
    return { status: answer.status, body: (await answer.json()) as { success: boolean; response: string | null } };
  }

  async function captchaPass(): Promise<string> {
    const { body } = await verifyCaptcha(await solvedCaptcha());
    expect(body.success).toBe(true);
    return body.response!;
  }

  async function submit(fields: Record<string, string>) {
    const answer = await fetch(`${app.url}/submit-inquiry`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    return { status: answer.status, body: (await answer.json()) as { success: boolean; message: string; messageId?: string; fieldErrors?: Record<string, string> } };
  }

  // What a submission records; the CRM hand-off (a log reaction) adds its own event whenever it runs, so it is not counted.
  const SUBMISSION_EVENT_TYPES: readonly string[] = LEAD_EVENT_TYPES.filter((type) => type !== 'LeadHandedToCrm');
  const leadEventCount = async () => (await app.running.platform.eventStore.readAll()).filter((event) => SUBMISSION_EVENT_TYPES.includes(event.type)).length;
  const leadsOf = async (email: string) => (await admin.data<{ getAdminLeads: Page<'leads', LeadView> }>(LEADS)).getAdminLeads.leads.filter((lead) => lead.email === email);

  it('verifies the embedded captcha: a solved puzzle gives a pass, a wrong answer or a forged token none', async () => {
    const solved = await solvedCaptcha();
    const { status, body } = await verifyCaptcha(solved);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.response).toEqual(expect.any(String));
    const [token, answer] = solved.split(':');
    expect((await verifyCaptcha(`${token}:${Number(answer) + 1}`)).body).toEqual({ success: false, response: null });
    expect((await verifyCaptcha(`${token.slice(0, -2)}xx:${answer}`)).body).toEqual({ success: false, response: null });
    expect((await verifyCaptcha('')).body).toEqual({ success: false, response: null });
  });

  it('records a valid lead, hands it to the CRM and e-mails the staff; an admin sees it', async () => {
    const form = leadForm();
    const { status, body } = await submit({ ...form, captcha_response: await captchaPass() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Form submitted successfully! Thank you.', messageId: 'lead.submitted' });
    const [lead] = await eventually(async () => {
      const found = await leadsOf(form.email);
      if (found.length !== 1 || !found[0].crmId) throw new Error('not handed to the CRM yet');
      return found;
    });
    expect(lead).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', title: 'Principal', company: form.company, phoneNumber: '+12125550199', state: 'NY', status: 'NEW', submissions: 1, crm: 'embedded' });
    expect(lead.leadSource).toEqual({ form: 'SCHOOLS', ...SCHOOL_LEAD_SOURCE, returnUrl: 'http://localhost/schools' });
    await eventually(async () => {
      const { devOutbox } = await visitor.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: 'staff@example.com' });
      const notice = devOutbox.find((mail) => mail.subject.includes(form.company));
      if (!notice) throw new Error('no staff e-mail yet');
      expect(notice.text).toContain(form.email);
      return true;
    });
  });

  it('records nothing for a wrong captcha, a missing field, a too-long field or bad metadata, each with its message', async () => {
    const before = await leadEventCount();
    const forged = await submit({ ...leadForm(), captcha_response: 'not-a-pass' });
    expect(forged).toMatchObject({ status: 400, body: { success: false, message: 'Captcha verification failed. Please try again.', messageId: 'lead.captchaFailed' } });
    const noCaptcha = await submit(leadForm());
    expect(noCaptcha.body.message).toBe('Captcha verification failed. Please try again.');

    const missing = leadForm();
    delete (missing as Partial<typeof missing>).title;
    const incomplete = await submit({ ...missing, captcha_response: await captchaPass() });
    expect(incomplete).toMatchObject({ status: 400, body: { message: 'Please complete all fields.', messageId: 'lead.completeAllFields', fieldErrors: { title: 'Please complete all fields.' } } });

    const tooLong = await submit({ ...leadForm({ first_name: 'A'.repeat(41) }), captcha_response: await captchaPass() });
    expect(tooLong).toMatchObject({ status: 400, body: { fieldErrors: { first_name: 'This field is too long.' } } });
    const badContact = await submit({ ...leadForm({ email: 'not-an-address', phone: '12' }), captcha_response: await captchaPass() });
    expect(badContact.body.fieldErrors).toEqual({ email: 'Please enter a valid email address.', phone: 'Please enter a valid phone number.' });
    const badSource = await submit({ ...leadForm({ oid: 'someone-else' }), captcha_response: await captchaPass() });
    expect(badSource).toMatchObject({ status: 400, body: { message: 'Form submission failed. Please try again.' } });

    expect(await leadEventCount()).toBe(before);
  });

  it('refuses a replayed request, and records an identical form again within a minute as nothing new', async () => {
    const form = leadForm();
    const request = { ...form, captcha_response: await captchaPass() };
    expect((await submit(request)).status).toBe(200);
    const after = await leadEventCount();
    const replay = await submit(request);
    expect(replay).toMatchObject({ status: 400, body: { message: 'Captcha verification failed. Please try again.' } });
    // The same form with a freshly solved captcha: accepted, but nothing new recorded.
    expect((await submit({ ...form, email: form.email.toUpperCase(), captcha_response: await captchaPass() })).status).toBe(200);
    expect(await leadEventCount()).toBe(after);
    expect((await leadsOf(form.email)).map((lead) => lead.submissions)).toEqual([1]);
  });

  it('throttles submissions per address', async () => {
    const email = `busy-${randomUUID().slice(0, 8)}@school.org`;
    for (let attempt = 0; attempt < 3; attempt++) expect((await submit({ ...leadForm({ email }), captcha_response: await captchaPass() })).status).toBe(200);
    const throttled = await submit({ ...leadForm({ email }), captcha_response: await captchaPass() });
    expect(throttled).toMatchObject({ status: 429, body: { message: 'Too many submissions. Please try again later.' } });
    expect(await leadsOf(email)).toHaveLength(3);
  });

  it('lets only admins list leads and mark their status', async () => {
    const form = leadForm();
    await submit({ ...form, captcha_response: await captchaPass() });
    const [lead] = await leadsOf(form.email);
    expect((await visitor.request(LEADS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await clientUser.request(LEADS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await visitor.request(SET_STATUS, { leadId: lead.id, status: 'CONTACTED' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await clientUser.request(SET_STATUS, { leadId: lead.id, status: 'CONTACTED' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.data<{ setLeadStatus: { status: string } }>(SET_STATUS, { leadId: lead.id, status: 'CONTACTED' })).setLeadStatus.status).toBe('CONTACTED');
    expect((await leadsOf(form.email))[0].status).toBe('CONTACTED');
    expect((await admin.data<{ getAdminLeads: Page<'leads', LeadView> }>(LEADS, { status: 'CONTACTED' })).getAdminLeads.leads.map((found) => found.id)).toContain(lead.id);
    expect((await admin.request(SET_STATUS, { leadId: randomUUID(), status: 'CONTACTED' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('takes a general inquiry and a technical issue from any visitor into the support inbox, once per key', async () => {
    const email = `parent-${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const input = { subject: 'Group sessions', name: 'Pat', email, message: 'Do you run group sessions?' };
    expect((await visitor.data<{ generalInquiry: boolean }>(GENERAL, { input, key })).generalInquiry).toBe(true);
    expect((await visitor.data<{ generalInquiry: boolean }>(GENERAL, { input, key })).generalInquiry).toBe(true);
    expect((await clientUser.data<{ technicalIssue: boolean }>(TECHNICAL, { input: { name: 'Pat', email, deviceBeingUsed: 'Firefox on Linux', issueDescription: 'The room is blank.' }, key: randomUUID() })).technicalIssue).toBe(true);

    const mine = (await admin.data<{ getAdminInquiries: Page<'inquiries', { id: string; kind: string; userId: string | null; deviceBeingUsed: string | null }> }>(INQUIRIES)).getAdminInquiries.inquiries.filter(
      (inquiry) => (inquiry as unknown as { email: string }).email === email,
    );
    expect(mine.map((inquiry) => inquiry.kind).sort()).toEqual(['GENERAL', 'TECHNICAL']);
    expect(mine.find((inquiry) => inquiry.kind === 'TECHNICAL')).toMatchObject({ deviceBeingUsed: 'Firefox on Linux', userId: expect.any(String) });
    expect(mine.find((inquiry) => inquiry.kind === 'GENERAL')?.userId).toBeNull();
    await eventually(async () => {
      const { devOutbox } = await visitor.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: 'staff@example.com' });
      if (!devOutbox.some((mail) => mail.subject === 'Inquiry from Pat: Group sessions' && mail.text.includes(email))) throw new Error('no inquiry e-mail yet');
      return true;
    });

    expect((await visitor.request(INQUIRIES)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await clientUser.request(INQUIRIES)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const general = mine.find((inquiry) => inquiry.kind === 'GENERAL')!;
    expect((await clientUser.request(RESOLVE, { id: general.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.data<{ resolveInquiry: { resolvedAt: string | null } }>(RESOLVE, { id: general.id })).resolveInquiry.resolvedAt).toEqual(expect.any(String));
    const open = (await admin.data<{ getAdminInquiries: Page<'inquiries', { id: string }> }>(INQUIRIES)).getAdminInquiries.inquiries.map((inquiry) => inquiry.id);
    expect(open).not.toContain(general.id);
  });

  it('flags each invalid inquiry field and records nothing', async () => {
    const before = (await admin.data<{ getAdminInquiries: Page<'inquiries', unknown> }>(INQUIRIES, { all: true })).getAdminInquiries.total;
    const answer = await visitor.request(GENERAL, { input: { subject: '', name: 'Pat', email: 'pat@', message: '' }, key: randomUUID() });
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { subject: 'Please fill in this field.', email: 'Please enter a valid email address.', message: 'Please fill in this field.' },
    });
    const technical = await visitor.request(TECHNICAL, { input: { name: '', email: 'pat@example.com', issueDescription: 'x'.repeat(5001) }, key: randomUUID() });
    expect(technical.errors?.[0].extensions?.fieldErrors).toEqual({ name: 'Please fill in this field.', issueDescription: 'This field is too long.' });
    expect((await admin.data<{ getAdminInquiries: Page<'inquiries', unknown> }>(INQUIRIES, { all: true })).getAdminInquiries.total).toBe(before);
  });

  it('throttles inquiries per address', async () => {
    const email = `chatty-${randomUUID().slice(0, 8)}@example.com`;
    const input = { name: 'Pat', email, issueDescription: 'Still blank.' };
    for (let attempt = 0; attempt < 3; attempt++) await visitor.data(TECHNICAL, { input, key: randomUUID() });
    const throttled = await visitor.request(TECHNICAL, { input, key: randomUUID() });
    expect(throttled.errors?.[0]).toMatchObject({ message: 'Too many messages. Please try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('pages the leads and the inbox 10 at a time, newest first, to admins only', async () => {
    for (let index = 0; index < 11; index++) await submit({ ...leadForm(), captcha_response: await captchaPass() });
    for (let index = 0; index < 11; index++) {
      const input = { subject: `Question ${index}`, name: 'Pat', email: `asker-${randomUUID().slice(0, 8)}@example.com`, message: 'Do you tutor chemistry?' };
      await visitor.data(GENERAL, { input, key: randomUUID() });
    }
    const leadsPage = async (page?: number) => (await admin.data<{ getAdminLeads: Page<'leads', LeadView> }>(LEADS, { page })).getAdminLeads;
    const inquiriesPage = async (page?: number) => (await admin.data<{ getAdminInquiries: Page<'inquiries', { id: string; submittedAt: string }> }>(INQUIRIES, { all: true, page })).getAdminInquiries;
    await expectWholeListPaged(leadsPage, (page) => page.leads.map((lead) => ({ id: lead.id, at: lead.lastSubmittedAt as string })));
    await expectWholeListPaged(inquiriesPage, (page) => page.inquiries.map((inquiry) => ({ id: inquiry.id, at: inquiry.submittedAt })));

    for (const [query, variables] of [[LEADS, { page: 2 }], [INQUIRIES, { all: true, page: 2 }]] as const) {
      expect((await visitor.request(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await clientUser.request(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await admin.request(query, { ...variables, page: 0 })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { pageNumber: 'The page number is a whole number from 1.' } });
    }
  });
});

import { randomUUID } from 'node:crypto';
import { formAssessmentResponseStreamId } from '../domain/sessions/post-session-feedback.events';
import { sessionFeedbackDecider } from '../domain/sessions/post-session-feedback.decider';
import { CommandPipeline } from '../src/event-sourcing/command-pipeline';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const FLEX_INTAKE = `mutation ($input: FlexIntakeInput!, $key: String!) { submitFlexIntake(input: $input, idempotencyKey: $key) }`;
const LEADS = `{ getAdminLeads { leads { id email firstName clientProfileType subject tutorProfileId company leadSource { form organisationId } } } }`;
const APP_QUERY = `mutation ($question: String!, $key: String!) { sendTutoringAppQuery(question: $question, idempotencyKey: $key) }`;
const INQUIRIES = `{ getAdminInquiries { inquiries { kind name email message userId } } }`;
const SCHOOLOGY = `{ getSchoologyLoginUrl }`;
const FORMS = `query ($sessionId: ID, $formName: String) { getFormAssessmentResponses(sessionId: $sessionId, formName: $formName) { id userId receivingUserId sessionId formName responses { question response } } }`;
const ACTIVITY = `mutation ($profileId: String!, $activity: ProfileActivityKind!, $key: String!) { createProfileActivity(profileId: $profileId, activity: $activity, idempotencyKey: $key) }`;

describe('the remaining operations of spec section 7', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let visitor: GraphqlClient;
  const users: Array<{ client: GraphqlClient; id: string; email: string }> = [];

  async function signedUp(profileType = 'STUDENT_OR_PARENT') {
    const client = app.client();
    const input = signUpInput({ profileType });
    await client.data(SIGN_UP, { input });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id, email: input.email };
  }

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password', STAFF_EMAIL: 'staff@example.com' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    visitor = app.client();
    users.push(await signedUp(), await signedUp());
  }, 60_000);
  afterAll(() => app.close());

  it('submitFlexIntake records a family’s intake as a lead, once per key, for admins to follow up', async () => {
    const email = `family-${randomUUID().slice(0, 8)}@example.com`;
    const input = { firstName: 'Pat', lastName: 'Doe', email, phoneNumber: '(212) 555-0100', clientProfileType: 'PARENT', subject: 'Algebra 1', tutorProfileId: null };
    const key = randomUUID();
    expect((await visitor.data<{ submitFlexIntake: boolean }>(FLEX_INTAKE, { input, key })).submitFlexIntake).toBe(true);
    expect((await visitor.data<{ submitFlexIntake: boolean }>(FLEX_INTAKE, { input, key })).submitFlexIntake).toBe(true);
    const leads = (await admin.data<{ getAdminLeads: { leads: Array<Record<string, unknown>> } }>(LEADS)).getAdminLeads.leads.filter((lead) => lead.email === email);
    expect(leads).toEqual([expect.objectContaining({ firstName: 'Pat', clientProfileType: 'PARENT', subject: 'Algebra 1', tutorProfileId: null, company: null, leadSource: { form: 'FLEX_INTAKE', organisationId: null } })]);
    const invalid = await visitor.request(FLEX_INTAKE, { input: { ...input, subject: '', clientProfileType: 'ROBOT' }, key: randomUUID() });
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { subject: 'Please fill in this field.', clientProfileType: 'Please choose who the tutoring is for.' } });
  });

  it('sendTutoringAppQuery sends a signed-in user’s question to the support inbox under their name', async () => {
    expect((await visitor.request(APP_QUERY, { question: 'How?', key: randomUUID() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const [user] = users;
    expect((await user.client.data<{ sendTutoringAppQuery: boolean }>(APP_QUERY, { question: 'How do I move a session?', key: randomUUID() })).sendTutoringAppQuery).toBe(true);
    const inquiries = (await admin.data<{ getAdminInquiries: { inquiries: Array<Record<string, unknown>> } }>(INQUIRIES)).getAdminInquiries.inquiries;
    expect(inquiries).toContainEqual({ kind: 'APP_QUESTION', name: 'Ana López', email: user.email, message: 'How do I move a session?', userId: user.id });
    expect((await user.client.request(APP_QUERY, { question: ' ', key: randomUUID() })).errors?.[0].extensions?.fieldErrors).toEqual({ message: 'Please fill in this field.' });
  });

  it('getSchoologyLoginUrl gives a signed-in user the LMS sign-in link (the stand-in returns to account settings)', async () => {
    expect((await visitor.request(SCHOOLOGY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { getSchoologyLoginUrl } = await users[0].client.data<{ getSchoologyLoginUrl: string }>(SCHOOLOGY);
    const url = new URL(getSchoologyLoginUrl);
    expect(url.pathname).toBe('/account-settings');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lms: 'schoology', oauth_token: 'embedded-stand-in' });
  });

  it('getFormAssessmentResponses shows a response to its writer, its subject and admins only', async () => {
    const [writer, subject] = users;
    const stranger = await signedUp();
    const sessionId = randomUUID();
    const id = randomUUID();
    const pipeline = new CommandPipeline(app.running.platform.eventStore, { now: () => new Date() }, { waitForPosition: async () => true }, 0);
    await pipeline.run(
      sessionFeedbackDecider,
      formAssessmentResponseStreamId(id),
      { type: 'SubmitFormAssessmentResponse', data: { id, userId: writer.id, receivingUserId: subject.id, sessionId, formName: 'check-in', responses: [{ question: 'How was it?', response: 'Great' }] } },
      pipeline.systemContext('test'),
    );
    const expected = { id, userId: writer.id, receivingUserId: subject.id, sessionId, formName: 'check-in', responses: [{ question: 'How was it?', response: 'Great' }] };
    await eventually(async () => (await writer.client.data<{ getFormAssessmentResponses: unknown[] }>(FORMS, { sessionId })).getFormAssessmentResponses.length === 1);
    expect((await writer.client.data<{ getFormAssessmentResponses: unknown[] }>(FORMS, { sessionId })).getFormAssessmentResponses).toEqual([expected]);
    expect((await subject.client.data<{ getFormAssessmentResponses: unknown[] }>(FORMS, { sessionId, formName: 'check-in' })).getFormAssessmentResponses).toEqual([expected]);
    expect((await subject.client.data<{ getFormAssessmentResponses: unknown[] }>(FORMS, { sessionId, formName: 'other' })).getFormAssessmentResponses).toEqual([]);
    expect((await stranger.client.data<{ getFormAssessmentResponses: unknown[] }>(FORMS, { sessionId })).getFormAssessmentResponses).toEqual([]);
    expect((await admin.data<{ getFormAssessmentResponses: unknown[] }>(FORMS, { sessionId })).getFormAssessmentResponses).toEqual([expected]);
    expect((await visitor.request(FORMS, { sessionId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('createProfileActivity records what a user did with a tutor’s profile, once per key', async () => {
    const tutor = await signedUp('TUTOR');
    // A tutor's profile (and its public id) is created with their first edit.
    const { editDescription } = await tutor.client.data<{ editDescription: { profileId: string } }>(`mutation { editDescription(description: "I teach algebra.") { profileId } }`);
    const profileId = editDescription.profileId;
    const key = randomUUID();
    expect((await visitor.request(ACTIVITY, { profileId, activity: 'PROFILE_VIEW', key })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await users[0].client.data<{ createProfileActivity: boolean }>(ACTIVITY, { profileId, activity: 'PROFILE_VIEW', key })).createProfileActivity).toBe(true);
    expect((await users[0].client.data<{ createProfileActivity: boolean }>(ACTIVITY, { profileId, activity: 'PROFILE_VIEW', key })).createProfileActivity).toBe(true);
    const recorded = (await app.running.platform.eventStore.readAll()).filter((event) => event.type === 'ProfileActivityRecorded' && (event.data as { profileId: string }).profileId === profileId);
    expect(recorded.map((event) => event.data)).toEqual([expect.objectContaining({ profileId, tutorId: tutor.id, kind: 'PROFILE_VIEW', actorId: users[0].id })]);
    expect((await users[0].client.request(ACTIVITY, { profileId: 'no-such-profile', activity: 'PROFILE_VIEW', key: randomUUID() })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

import { randomUUID } from 'node:crypto';
import { CommandPipeline } from '../src/event-sourcing/command-pipeline';
import { conversationIdFor } from '../src/modules/conversations/conversation-ids';
import { conversationStream } from '../src/modules/conversations/conversation-stream';
import { ConversationCommand } from '../domain/conversations/conversation.commands';
import { reportStreamId } from '../domain/reports/report.events';
import { LOGIN } from './support/account-operations';
import { CREATE_SESSION, later, pairOf, REPORT_ISSUE, signedUpUser, SignedUpUser, slot } from './support/session-operations';
import { expectWholeListPaged, Page } from './support/admin-pages';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const ADMIN = { email: 'reports-admin@example.com', password: 'admin password' };
const REPORT_USER = `mutation ($input: ReportUserInput!, $key: String!) { reportUserV2(input: $input, idempotencyKey: $key) }`;
const REPORTS = `query ($all: Boolean, $page: Int) { getAdminReports(includeResolved: $all, pageNumber: $page) { total pageNumber exhausted reports {
  id kind reporter { id name } reportedUser { id name } sessionId reason details reportedAt conversationId conversationContext { fromUserId body } resolvedAt resolvedBy resolutionNote } } }`;
const RESOLVE = `mutation ($id: ID!, $note: String!) { resolveReport(reportId: $id, note: $note) }`;

interface ReportView {
  id: string;
  kind: string;
  sessionId: string | null;
  reporter: { id: string; name: string };
  reportedUser: { id: string; name: string } | null;
  details: string;
  reportedAt: string;
  conversationId: string | null;
  conversationContext: Array<{ fromUserId: string; body: string }>;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}
type Answer = { errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }> };
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

describe('reports: users report each other, admins work the reports queue over GraphQL', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let adminId: string;
  let client: SignedUpUser;
  let tutor: SignedUpUser;
  let conversationId: string;

  const reportsPage = async (all: boolean, page?: number) => (await admin.data<{ getAdminReports: Page<'reports', ReportView> }>(REPORTS, { all, page })).getAdminReports;
  const reports = async (all = false) => (await reportsPage(all)).reports;
  const reportInput = (reportedUserId: string, details = 'He keeps asking for my phone number.') => ({ reportedUserId, reason: 'HARASSMENT', details });

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = app.client();
    await admin.data(LOGIN, ADMIN);
    adminId = (await admin.data<{ getCurrentUserV2: { id: string } }>(`query { getCurrentUserV2 { id } }`)).getCurrentUserV2.id;
    client = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Carla');
    tutor = await signedUpUser(app, 'TUTOR', 'Tomas');
    // The two talked before the report: the conversation the admin should see beside it.
    const pipeline = app.running.app.get(CommandPipeline, { strict: false });
    conversationId = conversationIdFor(client.id, tutor.id);
    const run = (command: Omit<ConversationCommand, 'metadata'>) =>
      pipeline.run(conversationStream.decider, conversationStream.streamIdOf(conversationId), command, pipeline.systemContext('test'), { awaitReadModels: conversationStream.readModels });
    await run({ type: 'StartConversation', data: { conversationId, clientId: client.id, tutorId: tutor.id } });
    for (const [fromUserId, body] of [[client.id, 'Hi, can we start Monday?'], [tutor.id, 'Sure. Send me your phone number.'], [client.id, 'I would rather chat here.']])
      await run({ type: 'SendMessage', data: { messageId: randomUUID(), fromUserId, body, type: 'TEXT', file: null } });
  }, 60_000);
  afterAll(() => app.close());

  it('refuses strangers, oneself, unknown users and bad input, and records nothing then', async () => {
    const stranger = app.client();
    expect(codeOf(await stranger.request(REPORT_USER, { input: reportInput(tutor.id), key: randomUUID() }))).toBe('UNAUTHENTICATED');
    const self = await client.client.request(REPORT_USER, { input: reportInput(client.id), key: randomUUID() });
    expect(self.errors?.[0]).toMatchObject({ message: 'You cannot report yourself.', extensions: { code: 'BAD_USER_INPUT', messageId: 'report.cannotReportYourself' } });
    expect(codeOf(await client.client.request(REPORT_USER, { input: reportInput(randomUUID()), key: randomUUID() }))).toBe('NOT_FOUND');
    const empty = await client.client.request(REPORT_USER, { input: reportInput(tutor.id, '  '), key: randomUUID() });
    expect(empty.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { details: 'Please fill in this field.' } });
    expect(await reports(true)).toEqual([]);
  });

  it('records a user’s report once per key, and the admin sees it with the conversation’s last messages', async () => {
    const key = randomUUID();
    const { reportUserV2: reportId } = await client.client.data<{ reportUserV2: string }>(REPORT_USER, { input: reportInput(tutor.id), key });
    expect((await client.client.data<{ reportUserV2: string }>(REPORT_USER, { input: reportInput(tutor.id), key })).reportUserV2).toBe(reportId);
    const events = await app.running.platform.eventStore.readStream(reportStreamId(reportId));
    expect(events.map((event) => [event.type, event.metadata.actorId])).toEqual([['UserReported', client.id]]);

    const [report] = await reports();
    expect(report).toMatchObject({
      id: reportId,
      kind: 'USER',
      reporter: { id: client.id, name: expect.stringContaining('Carla') },
      reportedUser: { id: tutor.id, name: expect.stringContaining('Tomas') },
      details: 'He keeps asking for my phone number.',
      conversationId,
      resolvedAt: null,
    });
    expect(report.conversationContext).toEqual([
      { fromUserId: client.id, body: 'Hi, can we start Monday?' },
      { fromUserId: tutor.id, body: 'Sure. Send me your phone number.' },
      { fromUserId: client.id, body: 'I would rather chat here.' },
    ]);
  });

  it('keeps the queue and its resolution to admins, who resolve a report with a note', async () => {
    const [report] = await reports();
    for (const user of [client, tutor]) {
      expect(codeOf(await user.client.request(REPORTS))).toBe('FORBIDDEN');
      expect(codeOf(await user.client.request(RESOLVE, { id: report.id, note: 'Nothing to see.' }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await app.client().request(REPORTS))).toBe('UNAUTHENTICATED');
    expect(codeOf(await admin.request(RESOLVE, { id: randomUUID(), note: 'Warned.' }))).toBe('NOT_FOUND');
    expect((await admin.request(RESOLVE, { id: report.id, note: ' ' })).errors?.[0].extensions?.fieldErrors).toEqual({ note: 'Please fill in this field.' });

    expect((await admin.data<{ resolveReport: boolean }>(RESOLVE, { id: report.id, note: 'Warned the tutor.' })).resolveReport).toBe(true);
    expect(await reports()).toEqual([]);
    expect((await reports(true)).find((entry) => entry.id === report.id)).toMatchObject({ resolvedAt: expect.any(String), resolvedBy: adminId, resolutionNote: 'Warned the tutor.' });
    const events = await app.running.platform.eventStore.readStream(reportStreamId(report.id));
    expect(events.map((event) => [event.type, event.metadata.actorId])).toEqual([['UserReported', client.id], ['ReportResolved', adminId]]);
  });

  it('puts online-lesson issues in the same queue, resolvable the same way', async () => {
    await pairOf(app, tutor.id, client.id);
    const startTime = slot(72);
    const input = { tuteeId: client.id, subject: 'Algebra 1', gradeLevel: 'High School', startTime, endTime: later(startTime, 60), timeZoneId: 'America/Chicago', meetingSolution: 'LESSONSPACE' };
    const [session] = (await tutor.client.data<{ createSession: Array<{ id: string }> }>(CREATE_SESSION, { input })).createSession;
    const { reportOnlineLessonIssue: issueId } = await client.client.data<{ reportOnlineLessonIssue: string }>(REPORT_ISSUE, { sessionId: session.id, issue: 'No audio.' });

    const [issue] = await reports();
    expect(issue).toMatchObject({ id: issueId, kind: 'LESSON_ISSUE', sessionId: session.id, reporter: { id: client.id }, reportedUser: null, details: 'No audio.', conversationContext: [] });
    await admin.data(RESOLVE, { id: issueId, note: 'Lessonspace was down; credited.' });
    expect((await reports(true)).find((entry) => entry.id === issueId)).toMatchObject({ resolvedBy: adminId, resolutionNote: 'Lessonspace was down; credited.' });
  });

  it('pages the queue 10 at a time, newest first, to admins only', async () => {
    const openBefore = (await reportsPage(false)).total;
    for (let index = 0; index < 11; index++) await client.client.data(REPORT_USER, { input: reportInput(tutor.id, `Report number ${index}.`), key: randomUUID() });
    await expectWholeListPaged((page) => reportsPage(true, page), (page) => page.reports.map((report) => ({ id: report.id, at: report.reportedAt })));
    expect((await reportsPage(false)).total).toBe(openBefore + 11);
    expect(codeOf(await app.client().request(REPORTS, { page: 2 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await tutor.client.request(REPORTS, { page: 2 }))).toBe('FORBIDDEN');
    expect((await admin.request(REPORTS, { page: -1 })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { pageNumber: 'The page number is a whole number from 1.' } });
  });
});

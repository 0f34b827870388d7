import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ConversationCommand } from '../../backend/domain/conversations/conversation.commands';
import { conversationDecider } from '../../backend/domain/conversations/conversation.decider';
import { conversationStreamId } from '../../backend/domain/conversations/conversation.events';
import { SqliteEventStore } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { conversationIdFor } from '../../backend/src/modules/conversations/conversation-ids';
import { DEMO_PASSWORD } from '../../ops/seed/seed-generator';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;
const ADMIN_EMAIL = 'reports-admin@example.com';

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

async function signUp(url: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string): Promise<{ id: string; email: string }> {
  const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
  const { emailSignup } = await graphql<{ emailSignup: { token: string } }>(url, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', {
    input: { email, password: DEMO_PASSWORD, firstName, lastName: 'Reports', profileType },
  });
  const { getCurrentUserV2 } = await graphql<{ getCurrentUserV2: { id: string } }>(url, 'query { getCurrentUserV2 { id } }', {}, emailSignup.token);
  return { id: getCurrentUserV2.id, email };
}

(chromiumAvailable() ? describe : describe.skip)('reports in the browser: a client reports a tutor, an admin resolves it', () => {
  let app: BrowserApp;
  let client: { id: string; email: string };
  let tutor: { id: string; email: string };
  let conversationId: string;

  beforeAll(async () => {
    app = await startBrowserApp('reports', { DEMO_DATA: 'off', ADMIN_EMAIL, ADMIN_PASSWORD: DEMO_PASSWORD });
    client = await signUp(app.url, 'STUDENT_OR_PARENT', 'Rita');
    tutor = await signUp(app.url, 'TUTOR', 'Toni');
    // Their conversation as the conversations decider records it, written to the log the app reads (it picks up other writers' events).
    conversationId = conversationIdFor(client.id, tutor.id);
    const commands: Array<Omit<ConversationCommand, 'metadata'>> = [
      { type: 'StartConversation', data: { conversationId, clientId: client.id, tutorId: tutor.id } },
      { type: 'SendMessage', data: { messageId: randomUUID(), fromUserId: tutor.id, body: 'Pay me outside the site, it is cheaper.', type: 'TEXT', file: null } },
    ];
    let state = conversationDecider.initialState();
    const now = new Date();
    const events = commands.flatMap((command) => {
      const decided = conversationDecider.decide({ ...command, metadata: { now, actorId: null } } as ConversationCommand, state);
      state = decided.reduce(conversationDecider.evolve, state);
      return decided;
    });
    const eventStore = new SqliteEventStore(join(app.dataDir, 'events.sqlite'));
    try {
      const metadata = { correlationId: randomUUID(), causationId: 'reports-browser-test', actorId: null, occurredAt: now.toISOString(), via: 'system' as const };
      await eventStore.append(conversationStreamId(conversationId), events.map((event) => ({ id: randomUUID(), ...event, metadata })), { expectedRevision: 'no_stream' });
    } finally {
      await eventStore.close();
    }
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it('the client reports the tutor from their conversation; the admin sees it with the messages and resolves it with a note', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, client.email);
    await page.goto(`${app.url}/conversation/${conversationId}`);
    await page.getByRole('button', { name: en['reportUser.button'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: en['reportUser.reason'] }).selectOption({ label: en['reportUser.reason.SPAM_OR_SCAM'] });
    await dialog.getByRole('textbox', { name: en['reportUser.details'] }).fill('He wants to be paid outside the site.');
    await screenshot(page, 'reports-dialog');
    await dialog.getByRole('button', { name: en['reportUser.submit'] }).click();
    await page.getByText(en['reportUser.sent']).waitFor();

    const admin = await app.newPage();
    await logIn(admin, app.url, ADMIN_EMAIL);
    await admin.goto(`${app.url}/admin/reports`);
    const row = admin.getByRole('table', { name: en['admin.reports.table'] }).getByRole('row').nth(1);
    await row.getByText('He wants to be paid outside the site.').waitFor();
    await expect(row.innerText()).resolves.toContain(en['admin.reports.reason.SPAM_OR_SCAM']);
    await row.getByText(en['admin.reports.context']).click();
    await row.getByText('Pay me outside the site, it is cheaper.').waitFor();
    await expect(row.getByRole('link', { name: en['admin.history.link'] }).first().getAttribute('href')).resolves.toMatch(/^\/admin\/history\/user\//);
    await screenshot(admin, 'reports-queue');
    await row.getByRole('button', { name: en['admin.reports.resolve'] }).click();
    const resolve = admin.getByRole('dialog');
    await resolve.getByRole('textbox', { name: en['admin.reports.note'] }).fill('Warned the tutor.');
    await resolve.getByRole('button', { name: en['admin.reports.resolve'] }).click();
    await admin.getByText(en['admin.reports.empty']).waitFor();
    await admin.getByLabel(en['admin.reports.showResolved']).check({ force: true });
    await admin.getByText(en['admin.reports.resolved'].replace('{note}', 'Warned the tutor.')).waitFor();
  });

  it('speaks Spanish in the report dialog', async () => {
    const page = await app.newPage();
    await logIn(page, app.url, client.email);
    await page.goto(`${app.url}/conversation/${conversationId}`);
    await page.getByRole('button', { name: en['reportUser.button'] }).waitFor();
    await page.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await page.getByRole('button', { name: sp['reportUser.button'] }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: sp['reportUser.details'] }).waitFor();
  });
});

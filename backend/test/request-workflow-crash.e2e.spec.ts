import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../src/app';
import { loadConfig } from '../src/config/app-config';
import { conversationIdFor } from '../src/modules/conversations/conversation-ids';
import { member, readyClient, REQUEST_SESSION, requestInput, REQUESTS_OF_TUTEE } from '../src/modules/requests/test-support/request-operations';
import { eventually } from '../test-support/eventually';
import { LOGIN } from './support/account-operations';
import { GraphqlClient } from './support/test-app';

const root = join(__dirname, '..', '..');
const MESSAGES = `query ($conversationId: ID) { getMessagesForConversation(conversationId: $conversationId, limit: 100) { messages { id type body } } }`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The request workflow resumes after a crash: the server (a child process, as `npm start` runs it)
 * records a request and is killed (SIGKILL, TEST_KILL_BEFORE_WORKFLOW) before its workflow writes
 * the conversation; started again on the same data it finds the request, and the conversation and
 * its first message exist exactly once.
 */
describe('a crash between a tutoring request and its conversation', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'request-crash-'));
  const redisPrefix = `request-crash-${randomUUID().slice(0, 8)}`;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finds the request, its conversation and its first message once after the restart', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = fork(join(root, 'backend/src/main.ts'), [], {
      cwd: root,
      execArgv: ['-r', 'ts-node/register/transpile-only'],
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), REDIS_PREFIX: redisPrefix, DEMO_DATA: 'off', LOG_LEVEL: 'silent', TEST_KILL_BEFORE_WORKFLOW: '1' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    try {
      await eventually(async () => (await fetch(`${url}/readyz`)).ok, { timeoutMs: 90_000, intervalMs: 100 });
      const tutor = await member(new GraphqlClient(url), 'TUTOR', 'Theo');
      const client = await readyClient(new GraphqlClient(url), 'Cleo');
      const sending = client.client.request(REQUEST_SESSION, { input: requestInput(tutor.id, { firstMessage: 'Before the crash' }) }).catch((error: unknown) => error);
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      // The mutation never answered: its process died waiting for the workflow.
      expect(String(await sending)).toMatch(/fetch failed/);

      const running = await startApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', REDIS_PREFIX: redisPrefix, DEMO_DATA: 'off' }), { host: '127.0.0.1' });
      try {
        await running.ready;
        const again = new GraphqlClient(running.url);
        const { emailLoginV2 } = await again.data<{ emailLoginV2: { token: string } }>(LOGIN, { email: client.email, password: client.password });
        again.bearer = emailLoginV2.token;
        const conversationId = conversationIdFor(client.id, tutor.id);
        // The killed process still held the workflow's lease in Redis: the new one takes the workflow
        // over once that lease expires (within 7 s), then finishes what the crash interrupted.
        const messages = await eventually(
          async () => {
            const page = await again.request<{ getMessagesForConversation: { messages: Array<{ type: string; body: string }> } }>(MESSAGES, { conversationId });
            return page.data?.getMessagesForConversation.messages;
          },
          { timeoutMs: 30_000, intervalMs: 100 },
        );
        expect(messages).toEqual([expect.objectContaining({ type: 'REQUEST', body: 'Before the crash' })]);
        const { getRequestsOfTuteeQuery } = await again.data<{ getRequestsOfTuteeQuery: Array<{ conversationId: string; status: string }> }>(REQUESTS_OF_TUTEE);
        expect(getRequestsOfTuteeQuery).toEqual([expect.objectContaining({ conversationId, status: 'PENDING' })]);

        const log = await running.platform.eventStore.readAll();
        const ofClient = (type: string) => log.filter((event) => event.type === type && JSON.stringify(event.data).includes(client.id));
        expect(ofClient('TutoringRequestSent')).toHaveLength(1);
        expect(ofClient('ConversationStarted')).toHaveLength(1);
        expect(log.filter((event) => event.type === 'TutoringRequestLinked' && (event.data as { conversationId: string }).conversationId === conversationId)).toHaveLength(1);
        expect(log.filter((event) => event.type === 'MessageSent' && (event.data as { conversationId: string }).conversationId === conversationId)).toHaveLength(1);
      } finally {
        await running.close();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});

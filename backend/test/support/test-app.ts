import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { RunningApp, startApp } from '../../src/app';
import { loadConfig } from '../../src/config/app-config';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }>;
  setCookie: string | null;
}

/** A browser-like GraphQL client: keeps the session cookie it is given, or sends a bearer token. */
export class GraphqlClient {
  cookie: string | null = null;
  bearer: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphqlResponse<T>> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...this.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const body = (await response.json()) as Omit<GraphqlResponse<T>, 'status' | 'setCookie'>;
    return { status: response.status, ...body, setCookie };
  }

  /** The data of a response that must have succeeded. */
  async data<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.request<T>(query, variables);
    if (response.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
    return response.data as T;
  }
}

export interface TestApp {
  running: RunningApp;
  url: string;
  dataDir: string;
  client(headers?: Record<string, string>): GraphqlClient;
  /** Stops the app, keeping its data directory, and starts it again on the same data (changed by `whileStopped` first, when given). */
  restart(whileStopped?: () => void | Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral port with its own data directory and Redis key prefix. Without demo
 * data unless the test asks for it (`DEMO_DATA: 'on'`): tests see only what they write.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const configFor = () =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', REDIS_PREFIX: `e2e-${randomUUID().slice(0, 8)}`, DEMO_DATA: 'off', ...env });
  const start = async () => {
    const running = await startApp(configFor(), { host: '127.0.0.1' });
    await running.ready;
    return running;
  };
  const testApp: TestApp = {
    running: await start(),
    get url() {
      return this.running.url;
    },
    dataDir,
    client(headers) {
      return new GraphqlClient(testApp.running.url, headers);
    },
    async restart(whileStopped) {
      await testApp.running.close();
      await whileStopped?.();
      testApp.running = await start();
    },
    async close() {
      await testApp.running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

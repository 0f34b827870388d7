import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, IntrospectionQuery } from 'graphql';
import { committedSchemaText } from '../src/graphql/schema-printer';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput, tokenFromOutbox, VERIFY, VERIFY_LINK } from './support/account-operations';
import { GraphqlClient } from './support/test-app';

const root = join(__dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built product as `npm start` runs it (ops/start-server.sh): a separate process, its log captured at trace level. */
class ProductProcess {
  private child: ChildProcess | null = null;
  log = '';

  constructor(private readonly env: Record<string, string>) {}

  async start(extraEnv: Record<string, string> = {}): Promise<void> {
    this.child = spawn(join(root, 'ops/start-server.sh'), [], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...this.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await eventually(async () => (await fetch(`http://127.0.0.1:${this.env.PORT}/readyz`)).ok, { timeoutMs: 20_000, intervalMs: 100 });
  }

  /** SIGTERM, as a process manager stops it; the exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  }

  /** The running server's command line and environment, as the kernel holds them (Linux). */
  launchedWith(): { args: string[]; env: string[] } {
    const pid = this.child?.pid;
    if (!pid) throw new Error('the product is not running');
    const read = (name: string) => readFileSync(`/proc/${pid}/${name}`, 'utf8').split('\0').filter(Boolean);
    return { args: read('cmdline'), env: read('environ') };
  }

  /** Where each read model's snapshot put it, from the log of every start so far. */
  restoredPositions(): Map<string, number> {
    const restored = new Map<string, number>();
    for (const line of this.log.split('\n')) {
      if (!line.includes('read model restored from its snapshot')) continue;
      const { projection, position } = JSON.parse(line) as { projection: string; position: number };
      restored.set(projection, position);
    }
    return restored;
  }
}

describe('the product as npm start runs it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  let product: ProductProcess;
  let url: string;

  beforeAll(async () => {
    // Incremental: cheap when `npm test` has just built. Then bundled, as `npm run build` does.
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')], { cwd: root });
    execFileSync(process.execPath, [join(root, 'ops/bundle-server.mjs')], { cwd: root });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    product = new ProductProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'trace',
      REDIS_PREFIX: `npm-start-${randomUUID().slice(0, 8)}`,
    });
    await product.start();
  }, 300_000);

  afterAll(async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The launcher execs node itself (signals reach the server) with the memory settings the
  // benchmarks measured (see start-server.sh).
  it('runs the bundled server with the heap flags and huge pages for malloc that ops/start-server.sh sets', () => {
    const { args, env } = product.launchedWith();
    expect(args[0]).toMatch(/node$/);
    expect(args).toEqual(expect.arrayContaining(['--max-semi-space-size=64', '--no-memory-reducer', '--max-old-space-size=8192']));
    expect(args[args.length - 1]).toBe('dist/backend/src/main.bundle.js');
    expect(env).toContain('GLIBC_TUNABLES=glibc.malloc.hugetlb=1');
  });

  // The bundle keeps class names (Nest and the GraphQL types are named after them) and each module's
  // own directory (the content pages are found beside their source).
  it('answers from the bundle with the committed schema and the shipped content pages', async () => {
    const client = new GraphqlClient(url);
    const introspected = await client.data<IntrospectionQuery>(getIntrospectionQuery());
    expect(committedSchemaText(buildClientSchema(introspected))).toBe(readFileSync(join(root, 'backend/schema.gql'), 'utf8'));
    const { contentPage } = await client.data<{ contentPage: { title: string } | null }>(`query { contentPage(slug: "about-us/team") { title } }`);
    expect(contentPage).toEqual({ title: 'Our team' });
  });

  it('keeps a verified Spanish-speaking account and its new password across a restart, and logs no secret', async () => {
    const browser = new GraphqlClient(url);
    const input = signUpInput({ password: 'first distinctive secret' });
    const { emailSignup } = await browser.data<{ emailSignup: { token: string } }>(SIGN_UP, { input });
    const verification = await tokenFromOutbox(browser, input.email, VERIFY_LINK);
    await browser.data(VERIFY, { token: verification });
    await browser.data(`mutation { saveUserLanguagePreference(language: "sp") { id } }`);
    const { changePassword } = await browser.data<{ changePassword: { token: string } }>(
      `mutation { changePassword(oldPass: "first distinctive secret", newPass: "second distinctive secret") { token } }`,
    );

    const { projections } = (await (await fetch(`${url}/readyz`)).json()) as { projections: Array<{ name: string; position: number }> };
    const users = projections.find((projection) => projection.name === 'users')!;
    // A clean stop: every step of the shutdown ran, the last of them writing each read model's snapshot.
    expect(await product.stop()).toBe(0);
    expect(product.log).not.toContain('a shutdown step failed');
    await product.start();
    // So the restart restores the users' read model where the stop left it, not from the build's end.
    expect(product.restoredPositions().get('users')).toBe(users.position);
    // Read by the snapshot thread, which the bundled server finds beside the module that starts it.
    expect(product.log).toMatch(/"file":"users\.v\d+\.snapshot".*"msg":"snapshot file read ahead"/);
    expect(product.log).not.toContain('the snapshot reader thread failed');

    const returning = new GraphqlClient(url);
    const { emailLoginV2 } = await returning.data<{ emailLoginV2: { token: string; status: string } }>(LOGIN, {
      email: input.email,
      password: 'second distinctive secret',
    });
    expect(emailLoginV2.status).toBe('SUCCESS');
    const { getCurrentUserV2 } = await returning.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    expect(getCurrentUserV2.email).toEqual({ address: input.email, verified: true });
    expect(getCurrentUserV2.profile.languagePreference).toBe('sp');

    expect(product.log).toContain('"msg":"listening"');
    for (const secret of ['first distinctive secret', 'second distinctive secret', verification, emailSignup.token, changePassword.token, emailLoginV2.token, '$argon2']) {
      expect(product.log).not.toContain(secret);
    }
  });
  it('builds about half the read models on a thread when a start must build them all from the log, and serves the same data', async () => {
    const browser = new GraphqlClient(url);
    const input = signUpInput({ password: 'a thread-built secret' });
    await browser.data(SIGN_UP, { input });
    await browser.data(VERIFY, { token: await tokenFromOutbox(browser, input.email, VERIFY_LINK) });
    expect(await product.stop()).toBe(0);
    // No snapshot left: every read model is built from the log; the thread takes a log of any length here.
    rmSync(join(dataDir, 'read-models'), { recursive: true, force: true });
    product.log = '';
    await product.start({ READ_MODEL_BUILD_THREAD_MIN_EVENTS: '1' });

    const handedOver = product.log.split('\n').find((line) => line.includes('"msg":"building read models on a thread meanwhile"'));
    const projections = (JSON.parse(handedOver ?? '{}') as { projections?: string[] }).projections ?? [];
    expect(projections.length).toBeGreaterThan(0);
    // Logged once the last is restored, as the process turns ready: its output may trail the answer of /readyz.
    await eventually(() => product.log.includes('"msg":"read models built apart: restored from their snapshots"'), { timeoutMs: 5000, intervalMs: 20 });
    expect(product.log).not.toContain('building read models apart failed');
    // Built on the thread (its log lines say so), then restored here from what it wrote.
    for (const projection of projections) {
      expect(product.log).toMatch(new RegExp(`"thread":"read-model build","projection":"${projection}".*"msg":"projection active"`));
      expect(product.restoredPositions().has(projection)).toBe(true);
    }
    expect(readdirSync(join(dataDir, 'read-models'))).toEqual(expect.arrayContaining(projections.map((projection) => expect.stringMatching(new RegExp(`^${projection}\\.v\\d+\\.snapshot$`)))));

    const returning = new GraphqlClient(url);
    const { emailLoginV2 } = await returning.data<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: 'a thread-built secret' });
    expect(emailLoginV2.status).toBe('SUCCESS');
    const { getCurrentUserV2 } = await returning.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    expect(getCurrentUserV2.email).toEqual({ address: input.email, verified: true });
  });
});

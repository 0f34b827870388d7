import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CURRENT_USER, CurrentUser, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const UPLOAD = `mutation ($file: Upload!, $key: String) { uploadFile(file: $file, idempotencyKey: $key) { filename mimetype url } }`;

interface UploadAnswer {
  data?: { uploadFile: { filename: string; mimetype: string; url: string } } | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

describe('uploadFile over GraphQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  async function signedUp(): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput() });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  async function upload(client: GraphqlClient | null, filename: string, content: string, key?: string): Promise<UploadAnswer> {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null, key: key ?? null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([content]), filename);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), 'apollo-require-preflight': 'true' },
      body: form,
    });
    return (await response.json()) as UploadAnswer;
  }

  const storedFiles = () => readdirSync(join(app.dataDir, 'files')).filter((name) => name.endsWith('.json')).length;
  const fetchFile = (client: GraphqlClient, url: string) => fetch(`${app.url}${url}`, { headers: client.cookie ? { cookie: client.cookie } : {} });

  it('stores one file when an upload is sent twice with one idempotency key, and answers the same url both times', async () => {
    const owner = await signedUp();
    const key = randomUUID();
    const before = storedFiles();
    const first = await upload(owner.client, 'notes.pdf', '%PDF-1.4 notes', key);
    const second = await upload(owner.client, 'notes.pdf', '%PDF-1.4 notes', key);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.uploadFile).toEqual(first.data!.uploadFile);
    expect(first.data!.uploadFile).toEqual({ filename: 'notes.pdf', mimetype: 'application/pdf', url: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\/notes\.pdf$/) });
    expect(storedFiles()).toBe(before + 1);
    expect((await fetchFile(owner.client, first.data!.uploadFile.url)).status).toBe(200);

    // Without a key every upload is a new file.
    const unkeyed = [await upload(owner.client, 'notes.pdf', '%PDF-1.4 notes'), await upload(owner.client, 'notes.pdf', '%PDF-1.4 notes')];
    expect(unkeyed[0].data!.uploadFile.url).not.toBe(unkeyed[1].data!.uploadFile.url);
    expect(storedFiles()).toBe(before + 3);
  });

  it('keeps keys per user: another user with the same key stores their own file and cannot read the first', async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const key = randomUUID();
    const mine = await upload(owner.client, 'mine.txt', 'mine', key);
    const theirs = await upload(other.client, 'theirs.txt', 'theirs', key);
    expect(theirs.data!.uploadFile.url).not.toBe(mine.data!.uploadFile.url);
    expect(theirs.data!.uploadFile.filename).toBe('theirs.txt');
    expect((await fetchFile(other.client, mine.data!.uploadFile.url)).status).toBe(404);
    expect(await (await fetchFile(other.client, theirs.data!.uploadFile.url)).text()).toBe('theirs');
  });

  it('refuses a visitor', async () => {
    const answer = await upload(null, 'notes.pdf', '%PDF-1.4 notes', randomUUID());
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

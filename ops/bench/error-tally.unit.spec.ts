import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ErrorTally, errorKind } from './error-tally';
import { freePort } from './server-process';
import { GraphqlHttpClient } from './graphql-load';

describe('ErrorTally: the capacity benchmark counts alike failures together', () => {
  let server: Server;
  let url: string;
  let answers: Array<{ status: number; body: string }>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume().on('end', () => {
        const { status, body } = answers.shift()!;
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function failureOf(client: GraphqlHttpClient): Promise<unknown> {
    return client.post('{ __typename }', {}, null).then(
      () => 'answered',
      (error: unknown) => error,
    );
  }

  it('names a socket failure by its code, and a GraphQL refusal by its status, code and message', async () => {
    const client = new GraphqlHttpClient(url, 1);
    answers = [
      { status: 200, body: JSON.stringify({ errors: [{ message: 'Too many attempts', extensions: { code: 'TOO_MANY_REQUESTS' } }], data: null }) },
      { status: 503, body: 'busy' },
    ];
    const refused = await failureOf(client);
    const unavailable = await failureOf(client);
    client.close();
    const closed = new GraphqlHttpClient(`http://127.0.0.1:${await freePort()}`, 1);
    const noServer = await failureOf(closed);
    closed.close();

    expect(errorKind(refused)).toBe('HTTP 200 TOO_MANY_REQUESTS Too many attempts');
    expect(errorKind(unavailable)).toBe('HTTP 503');
    expect(errorKind(noServer)).toBe('ECONNREFUSED');
    expect(errorKind(new Error('not delivered within 5 s of the step'))).toBe('not delivered within 5 s of the step');
  });

  it('keeps the message that the client cut at 200 characters', async () => {
    const client = new GraphqlHttpClient(url, 1);
    answers = [{ status: 400, body: JSON.stringify({ errors: [{ message: `Variable "$input" got invalid value ${'x'.repeat(300)}` }] }) }];
    const invalid = await failureOf(client);
    client.close();

    expect(errorKind(invalid)).toMatch(/^HTTP 400 Variable \\"\$input\\" got invalid value x+$/);
  });

  it('counts each kind, the most frequent first', () => {
    const tally = new ErrorTally();
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    tally.add(new Error('not delivered within 5 s of the step'));
    tally.add(reset);
    tally.add(reset);

    expect(tally.total).toBe(3);
    expect(tally.kinds()).toEqual([
      ['ECONNRESET', 2],
      ['not delivered within 5 s of the step', 1],
    ]);
  });
});

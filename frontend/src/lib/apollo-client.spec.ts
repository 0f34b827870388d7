import { ApolloLink, execute, FetchResult, gql, Observable } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { createRetryLink, createUnavailableRetryLink } from './apollo-client';

/** A link failing with a network error the first `failures` times, counting the requests it gets. */
function flakyLink(failures: number) {
  let requests = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        requests += 1;
        if (requests <= failures) observer.error(new TypeError('Failed to fetch'));
        else {
          observer.next({ data: { ok: true } });
          observer.complete();
        }
      }),
  );
  return { link, requests: () => requests };
}

function run(link: ApolloLink, query: ReturnType<typeof gql>, variables: Record<string, unknown> = {}) {
  return new Promise((resolve, reject) => execute(link, { query, variables }).subscribe({ next: resolve, error: reject }));
}

describe('the retry link', () => {
  it('retries a query once after a network failure', async () => {
    const server = flakyLink(1);
    const result = await run(
      ApolloLink.from([createRetryLink(0), server.link]),
      gql`
        query ok {
          ok
        }
      `,
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(server.requests()).toBe(2);
  });

  it('never re-sends a mutation: the failure reaches the form, which keeps its idempotency key', async () => {
    const server = flakyLink(1);
    await expect(
      run(
        ApolloLink.from([createRetryLink(0), server.link]),
        gql`
          mutation send($idempotencyKey: String) {
            sendMessageMutation(body: "hi", targetId: "c1", idempotencyKey: $idempotencyKey) {
              id
            }
          }
        `,
      ),
    ).rejects.toThrow('Failed to fetch');
    expect(server.requests()).toBe(1);
  });
});

const SAVED_SHOWING_SOON = 'Your change was saved and will show in a moment.';

/** A server answering SERVICE_UNAVAILABLE (as the API does while its read models lag) the first `times` times, keeping the variables of each request. */
function laggingServer(times: number, retryAfterMs = 200) {
  const received: Array<Record<string, unknown>> = [];
  const unavailable: FetchResult = { errors: [new GraphQLError(SAVED_SHOWING_SOON, { extensions: { code: 'SERVICE_UNAVAILABLE', messageId: 'common.savedShowingSoon', retryAfterMs } })] };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        received.push(operation.variables);
        observer.next(received.length <= times ? unavailable : { data: { createSession: [{ id: 's1' }] } });
        observer.complete();
      }),
  );
  return { link, received, unavailable };
}

const CREATE_SESSION = gql`
  mutation create($input: CreateSessionInput!) {
    createSession(input: $input) {
      id
    }
  }
`;
const REPORT_ISSUE = gql`
  mutation report($sessionId: ID!, $issue: String!, $idempotencyKey: String) {
    reportOnlineLessonIssue(sessionId: $sessionId, issue: $issue, idempotencyKey: $idempotencyKey)
  }
`;

describe('the link retrying SERVICE_UNAVAILABLE (a change recorded, not shown yet)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a mutation again with the same idempotency key, waiting as the server asks and doubling, until it answers the change', async () => {
    const server = laggingServer(2);
    const answer = run(ApolloLink.from([createUnavailableRetryLink(), server.link]), CREATE_SESSION, { input: { subject: 'Algebra', idempotencyKey: 'key-1' } });
    expect(server.received).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(199);
    expect(server.received).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.received).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(399);
    expect(server.received).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ data: { createSession: [{ id: 's1' }] } });
    expect(server.received).toEqual([1, 2, 3].map(() => ({ input: { subject: 'Algebra', idempotencyKey: 'key-1' } })));
  });

  it('takes a key among the top-level variables too', async () => {
    const server = laggingServer(1);
    const answer = run(ApolloLink.from([createUnavailableRetryLink(), server.link]), REPORT_ISSUE, { sessionId: 's1', issue: 'No sound', idempotencyKey: 'key-2' });
    await jest.advanceTimersByTimeAsync(200);
    await expect(answer).resolves.toMatchObject({ data: expect.anything() });
    expect(server.received.map((variables) => variables.idempotencyKey)).toEqual(['key-2', 'key-2']);
  });

  it('gives up after its retries, handing the form the answer to show (the change is saved)', async () => {
    const server = laggingServer(10);
    const answer = run(ApolloLink.from([createUnavailableRetryLink({ retries: 2, maxDelayMs: 300 }), server.link]), CREATE_SESSION, { input: { idempotencyKey: 'key-3' } });
    await jest.advanceTimersByTimeAsync(200 + 300);
    await expect(answer).resolves.toEqual(server.unavailable);
    expect(server.received).toHaveLength(3);
  });

  it('never sends a mutation without an idempotency key again: it could be recorded twice', async () => {
    const server = laggingServer(1);
    await expect(run(ApolloLink.from([createUnavailableRetryLink(), server.link]), REPORT_ISSUE, { sessionId: 's1', issue: 'No sound' })).resolves.toEqual(server.unavailable);
    expect(server.received).toHaveLength(1);
  });
});

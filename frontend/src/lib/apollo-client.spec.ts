import { ApolloLink, execute, gql, Observable } from '@apollo/client';
import { createRetryLink } from './apollo-client';

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

function run(link: ApolloLink, query: ReturnType<typeof gql>) {
  return new Promise((resolve, reject) => execute(link, { query, variables: {} }).subscribe({ next: resolve, error: reject }));
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

import { ApolloClient, ApolloLink, FetchResult, HttpLink, Observable, Operation, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition, ObservableSubscription } from '@apollo/client/utilities';
import { createCache } from './apollo-cache';
import { hasFiles, LazyLink } from './lazy-link';
import { sessionToken } from './session-token';

export interface ApolloClientOptions {
  /** Called once per UNAUTHENTICATED error, and when the server closes the websocket of an ended session; the app logs out and goes home. */
  onUnauthenticated: () => void;
  uri?: string;
}

const authorization = (): Record<string, string> => {
  const token = sessionToken.get();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** A query, which a link may send again; a mutation that failed on the way back may have been recorded. */
export function isQueryOperation(operation: Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'query';
}

/**
 * One retry of a query on a network failure, never of a mutation: a mutation that failed on the way
 * may have been recorded, so it is sent again only by the user, with the same idempotency key
 * (lib/useIdempotencyKey.ts), or on the server's SERVICE_UNAVAILABLE (createUnavailableRetryLink).
 */
export function createRetryLink(delayMs = 300): RetryLink {
  return new RetryLink({
    attempts: { max: 2, retryIf: (error, operation) => Boolean(error) && isQueryOperation(operation) },
    delay: { initial: delayMs, max: delayMs, jitter: false },
  });
}

/** The server's 503: the change is recorded but not shown yet; the same request sent again answers it. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/** Without the server's hint (extensions.retryAfterMs), the first wait. */
const DEFAULT_RETRY_AFTER_MS = 500;

export interface UnavailableRetryOptions {
  /** Sends after the first: with the default waits (0.5, 1, 2, 4 s) about 7.5 s in all before the error reaches the form. */
  retries?: number;
  maxDelayMs?: number;
}

/** True when the operation's variables carry an idempotency key, at the top or in an input object (lib/useIdempotencyKey.ts). */
export function carriesIdempotencyKey(variables: Record<string, unknown> | undefined): boolean {
  if (!variables) return false;
  if (typeof variables.idempotencyKey === 'string') return true;
  return Object.values(variables).some((value) => typeof value === 'object' && value !== null && typeof (value as { idempotencyKey?: unknown }).idempotencyKey === 'string');
}

/** The wait the server asks for before the same request again, or null when the answer is not SERVICE_UNAVAILABLE. */
function retryAfterMsOf(result: FetchResult): number | null {
  const unavailable = result.errors?.find((error) => error.extensions?.code === SERVICE_UNAVAILABLE);
  if (!unavailable) return null;
  const hint = unavailable.extensions?.retryAfterMs;
  return typeof hint === 'number' && hint >= 0 ? hint : DEFAULT_RETRY_AFTER_MS;
}

/**
 * Sends an operation answered SERVICE_UNAVAILABLE again, bounded, waiting as the server asks and
 * doubling each time: a query always, a mutation only with its idempotency key (the same variables,
 * so the server records nothing new and answers the change once its read models hold it). A mutation
 * without a key is not re-sent: it might be recorded twice. The last answer reaches the form as it is.
 */
export function createUnavailableRetryLink({ retries = 4, maxDelayMs = 4000 }: UnavailableRetryOptions = {}): ApolloLink {
  return new ApolloLink((operation: Operation, forward) => {
    if (!isQueryOperation(operation) && !carriesIdempotencyKey(operation.variables)) return forward(operation);
    return new Observable<FetchResult>((observer) => {
      let subscription: ObservableSubscription | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const send = (retried: number) => {
        let retryAfterMs: number | null = null;
        subscription = forward(operation).subscribe({
          next: (result) => {
            const hint = retried < retries ? retryAfterMsOf(result) : null;
            if (hint === null) observer.next(result);
            else retryAfterMs = hint;
          },
          error: (error) => observer.error(error),
          complete: () => {
            if (retryAfterMs === null) observer.complete();
            else timer = setTimeout(() => send(retried + 1), Math.min(maxDelayMs, retryAfterMs * 2 ** retried));
          },
        });
      };
      send(0);
      return () => {
        clearTimeout(timer);
        subscription?.unsubscribe();
      };
    });
  });
}

/**
 * One GraphQL endpoint with cookies included and the bearer token when there is one (spec section
 * 7): subscriptions over graphql-ws, uploads as multipart, everything else as JSON over HTTP.
 */
export function createApolloClient({ onUnauthenticated, uri = '/graphql' }: ApolloClientOptions) {
  const errorLink = onError(({ graphQLErrors }) => {
    if (graphQLErrors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) onUnauthenticated();
  });

  const retryLink = createRetryLink();
  const unavailableRetryLink = createUnavailableRetryLink();

  const authLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...authorization() } }));
    return forward(operation);
  });

  const httpLink = new HttpLink({ uri, credentials: 'include' });
  // Multipart requests need the preflight header: the server's CSRF prevention refuses simple requests.
  const uploadLink = new LazyLink(async () => {
    const { default: createUploadLink } = await import('apollo-upload-client/createUploadLink.mjs');
    return createUploadLink({ uri, credentials: 'include', headers: { 'apollo-require-preflight': 'true' } });
  });

  const wsUrl = new URL(uri, window.location.href);
  wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  // A session ended on the server (here or in another tab or device) closes the socket: log out as on UNAUTHENTICATED.
  const subscriptionLink = new LazyLink(async () => (await import('./subscription-link')).createSubscriptionLink(wsUrl.toString(), authorization, onUnauthenticated));

  const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };

  const transport = split(
    isSubscription,
    subscriptionLink,
    ApolloLink.from([retryLink, unavailableRetryLink, authLink, split((operation) => hasFiles(operation.variables), uploadLink, httpLink)]),
  );

  return new ApolloClient({ link: ApolloLink.from([errorLink, transport]), cache: createCache() });
}

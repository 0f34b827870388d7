import { ApolloClient, ApolloLink, HttpLink, Operation, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
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

/** Queries only: a mutation that failed on the way back may have been recorded, so it is never re-sent by the link. */
export function isQueryOperation(operation: Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'query';
}

/**
 * One retry of a query on a network failure, never on a GraphQL error and never of a mutation: a
 * mutation is sent again only by the user, with the same idempotency key (lib/useIdempotencyKey.ts).
 */
export function createRetryLink(delayMs = 300): RetryLink {
  return new RetryLink({
    attempts: { max: 2, retryIf: (error, operation) => Boolean(error) && isQueryOperation(operation) },
    delay: { initial: delayMs, max: delayMs, jitter: false },
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
    ApolloLink.from([retryLink, authLink, split((operation) => hasFiles(operation.variables), uploadLink, httpLink)]),
  );

  return new ApolloClient({ link: ApolloLink.from([errorLink, transport]), cache: createCache() });
}

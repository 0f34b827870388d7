import { ApolloClient, ApolloLink, HttpLink, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { createCache } from './apollo-cache';
import { hasFiles, LazyLink } from './lazy-link';
import { sessionToken } from './session-token';

export interface ApolloClientOptions {
  /** Called once per UNAUTHENTICATED error; the app logs out and goes home. */
  onUnauthenticated: () => void;
  uri?: string;
}

const authorization = (): Record<string, string> => {
  const token = sessionToken.get();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/**
 * One GraphQL endpoint with cookies included and the bearer token when there is one (spec section
 * 7): subscriptions over graphql-ws, uploads as multipart, everything else as JSON over HTTP.
 */
export function createApolloClient({ onUnauthenticated, uri = '/graphql' }: ApolloClientOptions) {
  const errorLink = onError(({ graphQLErrors }) => {
    if (graphQLErrors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) onUnauthenticated();
  });

  // One retry on a network failure, never on a GraphQL error.
  const retryLink = new RetryLink({ attempts: { max: 2, retryIf: (error) => Boolean(error) }, delay: { initial: 300, max: 300, jitter: false } });

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
  const subscriptionLink = new LazyLink(async () => (await import('./subscription-link')).createSubscriptionLink(wsUrl.toString(), authorization));

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

import { ApolloClient, ApolloLink, split } from '@apollo/client';
import { createCache } from './apollo-cache';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import createUploadLink from 'apollo-upload-client/createUploadLink.mjs';
import { createClient } from 'graphql-ws';
import { sessionToken } from './session-token';

/** Spec section 9: websocket timeout 5000 ms, retry after 700 ms, one attempt. */
export const WEBSOCKET_OPTIONS = { connectionAckWaitTimeout: 5000, retryAttempts: 1, retryWaitMs: 700 } as const;

export interface ApolloClientOptions {
  /** Called once per UNAUTHENTICATED error; the app logs out and goes home. */
  onUnauthenticated: () => void;
  uri?: string;
}

const authorization = (): Record<string, string> => {
  const token = sessionToken.get();
  return token ? { authorization: `Bearer ${token}` } : {};
};

export function createApolloClient({ onUnauthenticated, uri = '/graphql' }: ApolloClientOptions) {
  const errorLink = onError(({ graphQLErrors }) => {
    if (graphQLErrors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) onUnauthenticated();
  });

  // One retry on a network failure, never on a GraphQL error (spec section 7).
  const retryLink = new RetryLink({ attempts: { max: 2, retryIf: (error) => Boolean(error) }, delay: { initial: 300, max: 300, jitter: false } });

  const authLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...authorization() } }));
    return forward(operation);
  });

  // Multipart uploads need the preflight header: the server's CSRF prevention refuses simple requests.
  const httpLink = createUploadLink({ uri, credentials: 'include', headers: { 'apollo-require-preflight': 'true' } });

  const wsUrl = new URL(uri, window.location.href);
  wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  const wsLink = new GraphQLWsLink(
    createClient({
      url: wsUrl.toString(),
      lazy: true,
      connectionParams: () => authorization(),
      connectionAckWaitTimeout: WEBSOCKET_OPTIONS.connectionAckWaitTimeout,
      retryAttempts: WEBSOCKET_OPTIONS.retryAttempts,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, WEBSOCKET_OPTIONS.retryWaitMs)),
    }),
  );

  const transport = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    wsLink,
    ApolloLink.from([retryLink, authLink, httpLink]),
  );

  return new ApolloClient({ link: ApolloLink.from([errorLink, transport]), cache: createCache() });
}

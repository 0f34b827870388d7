import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Spec section 9: websocket timeout 5000 ms, retry after 700 ms, one attempt. */
export const WEBSOCKET_OPTIONS = { connectionAckWaitTimeout: 5000, retryAttempts: 1, retryWaitMs: 700 } as const;

export function createSubscriptionLink(url: string, connectionParams: () => Record<string, string>): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      connectionParams,
      connectionAckWaitTimeout: WEBSOCKET_OPTIONS.connectionAckWaitTimeout,
      retryAttempts: WEBSOCKET_OPTIONS.retryAttempts,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, WEBSOCKET_OPTIONS.retryWaitMs)),
    }),
  );
}

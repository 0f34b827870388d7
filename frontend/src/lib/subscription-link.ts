import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Spec section 9: websocket timeout 5000 ms, retry after 700 ms, one attempt. */
export const WEBSOCKET_OPTIONS = { connectionAckWaitTimeout: 5000, retryAttempts: 1, retryWaitMs: 700 } as const;

/** The server closes a socket with this code (graphql-ws's Unauthorized) when its session ends: logout, a password change elsewhere. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** The socket's `closed` listener: calls `onSessionEnded` when the server ended the session, nothing on any other close. */
export function sessionEndedListener(onSessionEnded: () => void): (event: unknown) => void {
  return (event) => {
    if (typeof event === 'object' && event !== null && (event as { code?: unknown }).code === SESSION_ENDED_CLOSE_CODE) onSessionEnded();
  };
}

export function createSubscriptionLink(url: string, connectionParams: () => Record<string, string>, onSessionEnded: () => void): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      connectionParams,
      connectionAckWaitTimeout: WEBSOCKET_OPTIONS.connectionAckWaitTimeout,
      retryAttempts: WEBSOCKET_OPTIONS.retryAttempts,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, WEBSOCKET_OPTIONS.retryWaitMs)),
      on: { closed: sessionEndedListener(onSessionEnded) },
    }),
  );
}

import { IncomingMessage } from 'node:http';
import { Request } from 'express';
import { GraphqlContext, requestIdentity } from '../accounts/auth/graphql-context';
import { SESSION_COOKIE } from '../accounts/auth/session-cookie';
import { SessionSocket, SessionSockets } from '../accounts/auth/session-sockets';
import { ViewerService } from '../accounts/auth/viewer.service';

/** What graphql-ws hands to onConnect and to the context function (its `extra` holds the upgrade request with the `ws` adapter). */
export interface WsConnectionContext {
  connectionParams?: Readonly<Record<string, unknown>>;
  extra: unknown;
}

function upgradeRequestOf(context: WsConnectionContext): IncomingMessage {
  return (context.extra as { request: IncomingMessage }).request;
}

function socketOf(context: WsConnectionContext): SessionSocket {
  return (context.extra as { socket: SessionSocket }).socket;
}

/** Whether a GraphQL context is asked for a graphql-ws operation rather than an HTTP request. */
export function isWsConnection(input: object): input is WsConnectionContext {
  return 'extra' in input && !('req' in input);
}

/**
 * The session token of a graphql-ws connection, authenticated like HTTP: `authorization: Bearer …`
 * (or `token`) in connectionParams, else the session cookie the browser sent with the upgrade.
 */
export function sessionTokenOfConnection(context: WsConnectionContext): string | null {
  const params = context.connectionParams ?? {};
  const header = params.authorization ?? params.Authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  if (typeof params.token === 'string' && params.token) return params.token;
  const cookies = upgradeRequestOf(context).headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** The upgrade request as the HTTP auth layer reads one: the token as a bearer header. */
function requestWithToken(request: IncomingMessage, token: string | null): Request {
  // ViewerService reads only `headers.authorization` and `cookies` of an express Request.
  return Object.assign(Object.create(request) as Request, { headers: { ...request.headers, authorization: token ? `Bearer ${token}` : undefined }, cookies: {} });
}

/**
 * `subscriptions` of the Apollo driver (graphql-ws on the API's own HTTP server and path) and the
 * GraphQL context of its operations. A connection presenting a bad or ended token is refused (the
 * browser logs out, as on UNAUTHENTICATED); one without a token may connect, and each subscription
 * then answers UNAUTHENTICATED. A signed-in socket is tracked by SessionSockets, which closes it
 * when its session ends.
 */
export function graphqlWsSubscriptions(viewers: ViewerService, sockets: SessionSockets) {
  const contextOf = (context: WsConnectionContext): GraphqlContext => {
    const token = sessionTokenOfConnection(context);
    const req = requestWithToken(upgradeRequestOf(context), token);
    let viewer: ReturnType<GraphqlContext['viewer']> | undefined;
    return {
      req,
      res: undefined as unknown as GraphqlContext['res'], // no HTTP response on a websocket
      ...requestIdentity(req),
      presentedToken: token !== null,
      viewer: () => (viewer ??= viewers.resolve(req)),
    };
  };
  return {
    contextOf,
    subscriptions: {
      'graphql-ws': {
        path: '/graphql',
        onConnect: async (context: WsConnectionContext): Promise<boolean> => {
          const token = sessionTokenOfConnection(context);
          if (token === null) return true;
          const session = viewers.sessionOf(token);
          if (!session) return false;
          // Tracked before the session is looked up: a session ended meanwhile either is already
          // seen as ended by the lookup, or finds this socket to close.
          const forget = sockets.register(session, socketOf(context));
          if (await viewers.viewerOf(session)) return true;
          forget();
          return false;
        },
      },
    },
  };
}

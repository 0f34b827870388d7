import { IncomingMessage, Server } from 'node:http';
import { Duplex } from 'node:stream';
import { AppConfig } from '../config/app-config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the API's websocket may be opened from a page of `origin` (cross-site websocket
 * hijacking: a browser sends the session cookie with any site's upgrade, and only `Origin` tells
 * whose page asks). Browsers always send it; a client without one (a server, a test) is no browser
 * holding someone's cookie. Allowed: PUBLIC_URL's origin; in development also any loopback origin,
 * so `npm run dev` (Vite on :5173 proxying to the API) and the app on 127.0.0.1 work as before.
 */
export function allowsWebSocketOrigin(config: Pick<AppConfig, 'publicUrl' | 'nodeEnv'>, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(config.publicUrl).origin) return true;
  return config.nodeEnv === 'development' && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOOPBACK_HOSTS.has(parsed.hostname);
}

/**
 * Puts the Origin check in front of every websocket upgrade handler the server has (the GraphQL
 * module's graphql-ws): a refused upgrade is answered 403 before any handshake. Call it once those
 * handlers are on the server (after `app.init()`); it fails when there are none, rather than
 * silently guarding nothing.
 */
export function refuseForeignWebSocketOrigins(server: Server, allows: (origin: string | undefined) => boolean): void {
  const handlers = server.listeners('upgrade') as Array<(req: IncomingMessage, socket: Duplex, head: Buffer) => void>;
  if (handlers.length === 0) throw new Error('No websocket upgrade handler to guard: call refuseForeignWebSocketOrigins after the app is initialised');
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!allows(req.headers.origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 9\r\n\r\nForbidden');
      return;
    }
    for (const handler of handlers) handler.call(server, req, socket, head);
  });
}

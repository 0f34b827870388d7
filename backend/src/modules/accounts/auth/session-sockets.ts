import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { LIVE_UPDATES, LiveSubscription, LiveUpdates } from '../../../../platform/live-updates/live-updates.port';
import { logger } from '../../../../platform/logging/logger';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { VerifiedSession } from './session-token.service';

/** Which of a user's sessions ended: one (signed out), those of earlier passwords, or all of them. */
export type SessionsEnded =
  | { userId: string; scope: 'session'; sessionId: string }
  | { userId: string; scope: 'before-password-version'; passwordVersion: number }
  | { userId: string; scope: 'all' };

/** Every api process hears every ended session here and closes its own sockets of it. */
export const SESSIONS_ENDED_TOPIC = 'sessions-ended';

/** graphql-ws's "Unauthorized": the client does not reconnect with the same token. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const SESSION_ENDED_CLOSE_REASON = 'Session ended';

/** What of a websocket this needs (the `ws` WebSocket fits). */
export interface SessionSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export function endsSession(ended: SessionsEnded, session: VerifiedSession): boolean {
  if (ended.userId !== session.userId) return false;
  switch (ended.scope) {
    case 'session':
      return ended.sessionId === session.sessionId;
    case 'before-password-version':
      return session.passwordVersion < ended.passwordVersion;
    case 'all':
      return true;
  }
}

/**
 * The open graphql-ws sockets of this process, by user and session. Closing a socket ends every
 * subscription on it at once (graphql-ws returns their iterators). Fed by SESSIONS_ENDED_TOPIC on
 * the LiveUpdates port, so a session ended in one api process closes its sockets in all of them.
 */
@Injectable()
export class SessionSockets implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly byUser = new Map<string, Map<SessionSocket, VerifiedSession>>();
  private subscription: LiveSubscription<SessionsEnded> | null = null;
  private listening: Promise<void> | null = null;

  constructor(
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'roles'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.roles.has('api')) await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.return();
    await this.listening;
  }

  /** Starts hearing the sessions ended anywhere; resolves once listening. */
  async listen(): Promise<void> {
    const subscription = await this.live.subscribe<SessionsEnded>(SESSIONS_ENDED_TOPIC);
    this.subscription = subscription;
    this.listening = (async () => {
      for await (const ended of subscription) this.close(ended);
    })().catch((error) => logger.error({ err: error }, 'session sockets: listening for ended sessions failed'));
  }

  /** Tracks an open socket of a session until it closes; the returned function forgets it sooner. */
  register(session: VerifiedSession, socket: SessionSocket): () => void {
    const sockets = this.byUser.get(session.userId) ?? new Map<SessionSocket, VerifiedSession>();
    this.byUser.set(session.userId, sockets);
    sockets.set(socket, session);
    const forget = () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.byUser.get(session.userId) === sockets) this.byUser.delete(session.userId);
    };
    socket.once('close', forget);
    return forget;
  }

  /** Closes this process's sockets of the ended sessions; answers how many. */
  close(ended: SessionsEnded): number {
    const sockets = this.byUser.get(ended.userId);
    if (!sockets) return 0;
    let closed = 0;
    for (const [socket, session] of [...sockets]) {
      if (!endsSession(ended, session)) continue;
      sockets.delete(socket);
      socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON);
      closed += 1;
    }
    if (sockets.size === 0) this.byUser.delete(ended.userId);
    return closed;
  }

  /** How many sockets of the user are open in this process (probes and tests). */
  openSockets(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }
}

import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../../../test-support/eventually';
import { LiveUpdates } from '../../../../platform/live-updates/live-updates.port';
import { logger } from '../../../../platform/logging/logger';
import { SqliteCredentialStore } from '../../../infrastructure/credentials/sqlite-credential-store';
import { InProcessLiveUpdates } from '../../../infrastructure/live-updates/in-process-live-updates';
import { RedisLiveUpdates } from '../../../infrastructure/live-updates/redis-live-updates';
import { isRedisReachable } from '../../../infrastructure/queue/bullmq-job-queue';
import { SESSION_ENDED_CLOSE_CODE, SessionSocket, SessionSockets } from './session-sockets';
import { SessionRevocation } from './session-revocation';
import { VerifiedSession } from './session-token.service';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A websocket as SessionSockets sees one: it records how it was closed. */
class FakeSocket extends EventEmitter implements SessionSocket {
  closedWith: number | null = null;
  close(code: number): void {
    this.closedWith = code;
    this.emit('close');
  }
}

let sessionCounter = 0;
function session(userId: string, overrides: Partial<VerifiedSession> = {}): VerifiedSession {
  sessionCounter += 1;
  return {
    userId,
    passwordVersion: 0,
    sessionId: `session-${sessionCounter}`,
    issuedAtSeconds: Math.floor(Date.now() / 1000) - 60,
    expiresAt: new Date(Date.now() + 3_600_000),
    ...overrides,
  };
}

/** An api process as far as ending sessions goes: its sockets, its revocation, one shared credential store. */
interface ApiProcess {
  sockets: SessionSockets;
  revocation: SessionRevocation;
}

function describeAcrossProcesses(name: string, makeLive: () => Promise<{ first: LiveUpdates; second: LiveUpdates; close: () => Promise<void> }>) {
  describe(`ending sessions: ${name}`, () => {
    let dataDir: string;
    let credentials: SqliteCredentialStore;
    let closeLive: () => Promise<void>;
    let first: ApiProcess;
    let second: ApiProcess;

    const processOn = async (live: LiveUpdates): Promise<ApiProcess> => {
      const sockets = new SessionSockets(live, { roles: new Set(['api'] as const) });
      await sockets.onApplicationBootstrap();
      return { sockets, revocation: new SessionRevocation(credentials, live, sockets, { sessionTtlSeconds: 3600 }) };
    };

    beforeEach(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'revocation-'));
      credentials = new SqliteCredentialStore(join(dataDir, 'credentials.sqlite'));
      const live = await makeLive();
      closeLive = live.close;
      first = await processOn(live.first);
      second = await processOn(live.second);
    });

    afterEach(async () => {
      await first.sockets.onModuleDestroy();
      await second.sockets.onModuleDestroy();
      await closeLive();
      await credentials.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('closes the socket of a signed-out session in the other process, and leaves the user’s other sessions open', async () => {
      const userId = randomUUID();
      const leaving = session(userId);
      const there = new FakeSocket();
      const staying = new FakeSocket();
      second.sockets.register(leaving, there);
      second.sockets.register(session(userId), staying);

      await first.revocation.endSession(leaving);

      await eventually(() => there.closedWith === SESSION_ENDED_CLOSE_CODE);
      expect(second.sockets.openSockets(userId)).toBe(1);
      expect(staying.closedWith).toBeNull();
      expect(await second.revocation.isEnded(leaving)).toBe(true);
    });

    it('closes every socket of earlier password versions in both processes, at once in the one that changed it', async () => {
      const userId = randomUUID();
      const here = new FakeSocket();
      const there = new FakeSocket();
      const newer = new FakeSocket();
      first.sockets.register(session(userId, { passwordVersion: 0 }), here);
      second.sockets.register(session(userId, { passwordVersion: 0 }), there);
      second.sockets.register(session(userId, { passwordVersion: 1 }), newer);

      await first.revocation.endSessionsBefore(userId, 1);

      expect(here.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
      await eventually(() => there.closedWith === SESSION_ENDED_CLOSE_CODE);
      expect(newer.closedWith).toBeNull();
    });

    it('ends every session of a user (account deletion): their tokens and their sockets, and nobody else’s', async () => {
      const userId = randomUUID();
      const earlier = session(userId);
      const someoneElse = session(randomUUID());
      const there = new FakeSocket();
      const theirs = new FakeSocket();
      second.sockets.register(earlier, there);
      second.sockets.register(someoneElse, theirs);

      await first.revocation.endAllSessions(userId);

      await eventually(() => there.closedWith === SESSION_ENDED_CLOSE_CODE);
      expect(await second.revocation.isEnded(earlier)).toBe(true);
      expect(await second.revocation.isEnded(session(userId, { issuedAtSeconds: Math.floor(Date.now() / 1000) + 2 }))).toBe(false);
      expect(await second.revocation.isEnded(someoneElse)).toBe(false);
      expect(theirs.closedWith).toBeNull();
    });

    it('forgets a socket once it closes by itself', async () => {
      const userId = randomUUID();
      const socket = new FakeSocket();
      first.sockets.register(session(userId), socket);
      expect(first.sockets.openSockets(userId)).toBe(1);
      socket.emit('close');
      expect(first.sockets.openSockets(userId)).toBe(0);
    });
  });
}

describeAcrossProcesses('two processes on Redis pub/sub', async () => {
  if (!(await isRedisReachable(redisUrl))) throw new Error(`Redis is not reachable at ${redisUrl}; this suite needs a real Redis`);
  const prefix = `tm-test-${randomUUID()}`;
  const first = new RedisLiveUpdates(redisUrl, prefix, logger);
  const second = new RedisLiveUpdates(redisUrl, prefix, logger);
  return { first, second, close: async () => void (await Promise.all([first.close(), second.close()])) };
});

describeAcrossProcesses('in one process without Redis', async () => {
  const live = new InProcessLiveUpdates();
  return { first: live, second: live, close: () => live.close() };
});

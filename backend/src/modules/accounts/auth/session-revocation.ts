import { Inject, Injectable } from '@nestjs/common';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../platform/credentials/credential-store.port';
import { LIVE_UPDATES, LiveUpdates } from '../../../../platform/live-updates/live-updates.port';
import { logger } from '../../../../platform/logging/logger';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { endedSessionKey, sessionsEndedKey } from './credential-keys';
import { SESSIONS_ENDED_TOPIC, SessionsEnded, SessionSockets } from './session-sockets';
import { VerifiedSession } from './session-token.service';

/**
 * Ends sessions: the token stops working over HTTP and on new sockets, and every open socket of it,
 * in any api process, is closed (ending its subscriptions). Logout ends one session, a password
 * change or reset those of earlier passwords, and `endAllSessions` every one (account deletion).
 * What ends a token is kept in the CredentialStore (shared by every process) until it would have
 * expired anyway; the sockets hear of it through the LiveUpdates port.
 */
@Injectable()
export class SessionRevocation {
  constructor(
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    private readonly sockets: SessionSockets,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'sessionTtlSeconds'>,
  ) {}

  /** Signs one session out (logout). */
  async endSession(session: VerifiedSession): Promise<void> {
    await this.credentials.put(endedSessionKey(session.sessionId), { userId: session.userId }, { expiresAt: session.expiresAt });
    await this.announce({ userId: session.userId, scope: 'session', sessionId: session.sessionId });
  }

  /**
   * After a password change or reset recorded `passwordVersion`: tokens of earlier versions are
   * already refused (ViewerService compares the version); this closes their open sockets.
   */
  async endSessionsBefore(userId: string, passwordVersion: number): Promise<void> {
    await this.announce({ userId, scope: 'before-password-version', passwordVersion });
  }

  /** Every session the user has now, wherever it is open; sign-ins after this call start new ones. */
  async endAllSessions(userId: string): Promise<void> {
    // Tokens carry their issue time in whole seconds: every one issued up to this second is over.
    const issuedBeforeSeconds = Math.floor(Date.now() / 1000) + 1;
    await this.credentials.put(sessionsEndedKey(userId), { issuedBeforeSeconds }, { expiresAt: new Date((issuedBeforeSeconds + this.config.sessionTtlSeconds) * 1000) });
    await this.announce({ userId, scope: 'all' });
  }

  /** Whether a verified token's session was ended by endSession or endAllSessions. */
  async isEnded(session: VerifiedSession): Promise<boolean> {
    const [ended, allEnded] = await Promise.all([this.credentials.get(endedSessionKey(session.sessionId)), this.credentials.get(sessionsEndedKey(session.userId))]);
    if (ended) return true;
    return typeof allEnded?.issuedBeforeSeconds === 'number' && session.issuedAtSeconds < allEnded.issuedBeforeSeconds;
  }

  /**
   * This process's sockets close at once, before the caller answers; the others' when they hear it.
   * A lost announcement leaves a socket open (never a token usable): the store above refuses it on
   * its next connection.
   */
  private async announce(ended: SessionsEnded): Promise<void> {
    this.sockets.close(ended);
    try {
      await this.live.publish(SESSIONS_ENDED_TOPIC, ended);
    } catch (error) {
      logger.error({ err: error, userId: ended.userId, scope: ended.scope }, 'could not announce ended sessions to the other api processes');
    }
  }
}

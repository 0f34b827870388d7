import { createHash, createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { LeastRecentlyUsed } from '../../../support/least-recently-used';

/** Tokens kept verified: about as many as sessions active at once in one api process. */
const VERIFIED_TOKENS_KEPT = 20_000;

export interface SessionClaims {
  userId: string;
  /** The user's password version when the token was issued; a later password change revokes it. */
  passwordVersion: number;
}

/** A token we issued, checked: its claims and what revocation needs to know of it. */
export interface VerifiedSession extends SessionClaims {
  /** The token's SHA-256 (base64url): names this one session where revocations are kept, never the token itself. */
  sessionId: string;
  /** When it was issued, in whole seconds since the epoch (the JWT's `iat`). */
  issuedAtSeconds: number;
  expiresAt: Date;
}

/** Signed, expiring session tokens (HS256 JWT), sent as a bearer header or an httpOnly cookie. */
@Injectable()
export class SessionTokenService {
  /**
   * Made once: given the secret as a string, jsonwebtoken first tries to read it as a public key
   * and builds a key object on every call, a tenth of the CPU of a busy messaging server.
   */
  private readonly key: KeyObject;
  /**
   * Tokens already verified, with what they said: every request of a session sends the same token,
   * and its signature and claims cannot change, so only its expiry is checked again. Revocation is
   * checked on every request regardless (SessionRevocation, ViewerService).
   */
  private readonly verified = new LeastRecentlyUsed<VerifiedSession>(VERIFIED_TOKENS_KEPT);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.authSecret, 'utf8'));
  }

  issue(claims: SessionClaims): string {
    // A random id makes every token its own session: two sign-ins in one second would otherwise
    // get the same token, and signing out of one would sign out of the other.
    return jwt.sign({ pwv: claims.passwordVersion }, this.key, {
      algorithm: 'HS256',
      subject: claims.userId,
      expiresIn: this.config.sessionTtlSeconds,
      jwtid: randomBytes(12).toString('base64url'),
    });
  }

  /** Null for anything not issued by us, tampered with or expired. Revocation is checked elsewhere (SessionRevocation). */
  verify(token: string): VerifiedSession | null {
    const known = this.verified.find(token);
    if (known) {
      // jsonwebtoken's own rule: expired from the second of `exp` on.
      if (Math.floor(Date.now() / 1000) < known.expiresAt.getTime() / 1000) return known;
      this.verified.delete(token);
      return null;
    }
    const session = this.verifySignedToken(token);
    if (session) this.verified.set(token, Object.freeze(session));
    return session;
  }

  private verifySignedToken(token: string): VerifiedSession | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.pwv !== 'number') return null;
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
      return {
        userId: payload.sub,
        passwordVersion: payload.pwv,
        sessionId: sessionIdOf(token),
        issuedAtSeconds: payload.iat,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return null;
    }
  }
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

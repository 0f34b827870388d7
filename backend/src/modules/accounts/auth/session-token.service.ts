import { createSecretKey, KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';

export interface SessionClaims {
  userId: string;
  /** The user's password version when the token was issued; a later password change revokes it. */
  passwordVersion: number;
}

/** Signed, expiring session tokens (HS256 JWT), sent as a bearer header or an httpOnly cookie. */
@Injectable()
export class SessionTokenService {
  /**
   * Made once: given the secret as a string, jsonwebtoken first tries to read it as a public key
   * and builds a key object on every call, a tenth of the CPU of a busy messaging server.
   */
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.authSecret, 'utf8'));
  }

  issue(claims: SessionClaims): string {
    return jwt.sign({ pwv: claims.passwordVersion }, this.key, {
      algorithm: 'HS256',
      subject: claims.userId,
      expiresIn: this.config.sessionTtlSeconds,
    });
  }

  /** Null for anything not issued by us, tampered with or expired. */
  verify(token: string): SessionClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.pwv !== 'number') return null;
      return { userId: payload.sub, passwordVersion: payload.pwv };
    } catch {
      return null;
    }
  }
}

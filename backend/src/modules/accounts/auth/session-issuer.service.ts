import { Inject, Injectable } from '@nestjs/common';
import { Response } from 'express';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { setSessionCookie } from './session-cookie';
import { SessionClaims, SessionTokenService } from './session-token.service';

/** Starts a browser session: a token for bearer use and the same token as an httpOnly cookie. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: SessionTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  start(res: Response, claims: SessionClaims): string {
    const token = this.tokens.issue(claims);
    setSessionCookie(res, token, this.config.sessionTtlSeconds, this.config.nodeEnv === 'production');
    return token;
  }
}

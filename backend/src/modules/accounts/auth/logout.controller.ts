import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { Request, Response } from 'express';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { SessionRevocation } from './session-revocation';
import { SessionTokenService } from './session-token.service';

/**
 * POST /logout ends the session server-side (its token stops working as a cookie and as a bearer,
 * and its open sockets close) and clears the cookie. Both the bearer token and the cookie are ended
 * when a request carries both.
 */
@Controller()
export class LogoutController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: SessionTokenService,
    private readonly revocation: SessionRevocation,
  ) {}

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    for (const token of presentedTokens(req)) {
      const session = this.tokens.verify(token);
      if (session) await this.revocation.endSession(session);
    }
    clearSessionCookie(res, this.config.nodeEnv === 'production');
  }
}

function presentedTokens(req: Request): string[] {
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const cookie = (req as Request & { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE] ?? '';
  return [...new Set([bearer, cookie].filter(Boolean))];
}

import { Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { Response } from 'express';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform.module';
import { clearSessionCookie } from './session-cookie';

/** POST /logout clears the session cookie; bearer tokens are simply dropped by the client. */
@Controller()
export class LogoutController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post('logout')
  @HttpCode(204)
  logout(@Res({ passthrough: true }) res: Response): void {
    clearSessionCookie(res, this.config.nodeEnv === 'production');
  }
}

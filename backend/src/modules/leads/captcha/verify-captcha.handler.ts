import { Inject, Injectable } from '@nestjs/common';
import { Captcha, CAPTCHA, CaptchaChallenge } from '../../../../platform/captcha/captcha.port';
import { logger } from '../../../../platform/logging/logger';
import { CaptchaPasses } from './captcha-passes';

/** The answer of POST /verify-captcha (spec section 7): `success`, and in `response` the pass the form submits. */
export interface CaptchaVerdict {
  success: boolean;
  response: string | null;
}

/** Verifies a solved captcha with the configured provider (or the embedded puzzle) and hands out a pass. */
@Injectable()
export class VerifyCaptchaHandler {
  constructor(
    @Inject(CAPTCHA) private readonly captcha: Captcha,
    private readonly passes: CaptchaPasses,
  ) {}

  /** Throws when the provider cannot be reached (the browser then shows 'Error verifying Captcha.'). */
  async execute(response: string, remoteIp: string | null): Promise<CaptchaVerdict> {
    if (!response || response.length > 4096) return { success: false, response: null };
    const solved = await this.captcha.verify(response, remoteIp);
    if (!solved) logger.info({ captcha: this.captcha.kind }, 'captcha verification failed');
    return solved ? { success: true, response: this.passes.issue() } : { success: false, response: null };
  }

  /** The embedded captcha's puzzle; null when a provider's widget is used instead. */
  challenge(): CaptchaChallenge | null {
    return this.captcha.challenge?.() ?? null;
  }
}

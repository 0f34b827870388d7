import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock, CLOCK } from '../../../../platform/clock/clock.port';
import { RateLimitCounter } from '../../../../platform/rate-limit/rate-limit-counter.port';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG, RATE_LIMITS } from '../../../platform.module';

/** How long a verified captcha may be used to submit the form. */
export const CAPTCHA_PASS_TTL_MS = 10 * 60_000;

/**
 * What POST /verify-captcha answers for a solved captcha: a signed, short-lived, single-use pass that
 * POST /submit-inquiry takes as its captcha response. Providers' tokens can be verified only once,
 * so the form's two calls cannot both send the widget's token to the provider.
 */
@Injectable()
export class CaptchaPasses {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITS) private readonly used: RateLimitCounter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  issue(): string {
    const body = `${randomUUID()}.${this.clock.now().getTime() + CAPTCHA_PASS_TTL_MS}`;
    return `${body}.${this.sign(body)}`;
  }

  /** True for a genuine unexpired pass; it is then spent, so a replayed request is refused. */
  async redeem(pass: string): Promise<boolean> {
    const [id = '', expires = '', signature = ''] = pass.split('.');
    const expected = Buffer.from(this.sign(`${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (!(Number(expires) > this.clock.now().getTime())) return false;
    return (await this.used.hit(`captcha-pass:${id}`, Math.ceil(CAPTCHA_PASS_TTL_MS / 1000))) === 1;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.config.authSecret).update(`captcha-pass:${body}`).digest('base64url');
  }
}

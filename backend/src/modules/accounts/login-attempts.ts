import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../domain/accounts/account.rules';
import { AppConfig } from '../../config/app-config';
import { RateLimitCounter } from '../../../platform/rate-limit/rate-limit-counter.port';
import { APP_CONFIG, RATE_LIMITS } from '../../platform.module';
import { TooManyRequestsError } from '../../graphql/graphql-errors';

/**
 * Throttles password guessing: failed logins per e-mail (against one account) and attempts per IP
 * (against many). A successful login clears the e-mail's count.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    @Inject(RATE_LIMITS) private readonly counter: RateLimitCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async admit(email: string, ip: string): Promise<void> {
    const window = this.config.loginLimitWindowSeconds;
    const [byEmail, byIp] = await this.counter.hitEach([`login:email:${email}`, `login:ip:${ip}`], window);
    if (byEmail > this.config.loginLimitPerEmail || byIp > this.config.loginLimitPerIp) {
      throw new TooManyRequestsError(AccountMessages.tooManyAttempts);
    }
  }

  async succeeded(email: string): Promise<void> {
    await this.counter.reset(`login:email:${email}`);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { RateLimitCounter } from '../../../platform/rate-limit/rate-limit-counter.port';
import { AppConfig } from '../../config/app-config';
import { TooManyRequestsError } from '../../graphql/graphql-errors';
import { APP_CONFIG, RATE_LIMITS } from '../../platform.module';

/**
 * Throttles the public forms (the schools lead form, the contact inquiries): submissions per e-mail
 * address and per IP in a window (PUBLIC_FORM_LIMIT_*), counted per form so one cannot starve the other.
 */
@Injectable()
export class PublicFormThrottle {
  constructor(
    @Inject(RATE_LIMITS) private readonly counter: RateLimitCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one submission; throws TooManyRequestsError with `message` once either limit is passed. */
  async admit(form: string, email: string, ip: string, message: string): Promise<void> {
    const window = this.config.publicFormLimitWindowSeconds;
    const [byEmail, byIp] = await this.counter.hitEach([`form:${form}:email:${email.trim().toLowerCase()}`, `form:${form}:ip:${ip}`], window);
    if (byEmail > this.config.publicFormLimitPerEmail || byIp > this.config.publicFormLimitPerIp) throw new TooManyRequestsError(message);
  }
}

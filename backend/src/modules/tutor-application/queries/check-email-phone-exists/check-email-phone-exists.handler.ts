import { Inject, Injectable } from '@nestjs/common';
import { TutorApplicationMessages } from '../../../../../domain/tutor-application/tutor-application.rules';
import { RateLimitCounter } from '../../../../../platform/rate-limit/rate-limit-counter.port';
import { AppConfig } from '../../../../config/app-config';
import { TooManyRequestsError } from '../../../../graphql/graphql-errors';
import { APP_CONFIG, RATE_LIMITS } from '../../../../platform.module';
import { ApplicantContact } from '../../applicant-contact';
import { EmailPhoneCheckModel } from '../../tutor-application.model';

/**
 * checkEmailPhoneExists: application step 1 asks before Next whether its e-mail or phone (parsed as
 * US) is taken. Public, so it tells anyone whether an address has an account: counted per IP like
 * the login's attempts, so it cannot be used to sweep a list of addresses.
 */
@Injectable()
export class CheckEmailPhoneExistsHandler {
  constructor(
    private readonly contact: ApplicantContact,
    @Inject(RATE_LIMITS) private readonly counter: RateLimitCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(input: { email: string; phone: string; viewerId: string | null; ip: string }): Promise<EmailPhoneCheckModel> {
    const checks = await this.counter.hit(`account-check:ip:${input.ip}`, this.config.loginLimitWindowSeconds);
    if (checks > this.config.accountCheckLimitPerIp) throw new TooManyRequestsError(TutorApplicationMessages.tooManyChecks);
    return this.contact.check(input.email, input.phone, input.viewerId);
  }
}

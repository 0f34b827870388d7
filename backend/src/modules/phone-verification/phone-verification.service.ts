import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../domain/accounts/account.rules';
import { DomainError } from '../../../domain/shared/domain-error';
import { UserDocument } from '../../../projections/users/users.projection';
import { CommandContext } from '../../event-sourcing/handle-command';
import { TooManyRequestsError } from '../../graphql/graphql-errors';
import { PHONE_CODES, PhoneCodes } from '../../../platform/phone-codes/phone-codes.port';
import { RateLimitCounter } from '../../../platform/rate-limit/rate-limit-counter.port';
import { SMS_SENDER, SmsSender } from '../../../platform/sms/sms-sender.port';
import { RATE_LIMITS } from '../../platform.module';
import { UserAccountCommands } from './user-account-commands.service';

/** At most this many codes per user per hour: each one is a paid text in production. */
export const MAX_CODES_PER_HOUR = 5;

export const PhoneVerificationMessages = {
  tooManyCodes: 'Too many codes requested. Please wait an hour and try again.',
} as const;

const CODE_TEXT = {
  en: (code: string) => `Your verification code is ${code}. It expires in 10 minutes.`,
  sp: (code: string) => `Tu código de verificación es ${code}. Vence en 10 minutos.`,
} as const;

/**
 * Phone verification: the number (PhoneNumberChanged), a texted code (PhoneCodes + SMS ports, never
 * in the log), and PhoneNumberVerified when the code comes back.
 */
@Injectable()
export class PhoneVerification {
  constructor(
    private readonly users: UserAccountCommands,
    @Inject(PHONE_CODES) private readonly codes: PhoneCodes,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(RATE_LIMITS) private readonly counter: RateLimitCounter,
  ) {}

  async changeNumber(userId: string, phoneNumber: string, context: CommandContext): Promise<void> {
    await this.users.run(userId, { type: 'ChangePhoneNumber', data: { phoneNumber } }, context);
  }

  async sendCode(user: UserDocument, context: CommandContext): Promise<void> {
    const phoneNumber = user.profile.phoneNumber;
    if (!phoneNumber) throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.noPhoneNumber });
    if (user.profile.isPhoneNumberVerified) throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.phoneAlreadyVerified });
    if ((await this.counter.hit(`phone-code:${user._id}`, 60 * 60)) > MAX_CODES_PER_HOUR) throw new TooManyRequestsError(PhoneVerificationMessages.tooManyCodes);
    const code = await this.codes.issue(user._id, phoneNumber, context.now);
    await this.sms.send({ to: phoneNumber, text: CODE_TEXT[user.profile.languagePreference](code) });
  }

  async verify(user: UserDocument, code: string, context: CommandContext): Promise<void> {
    const phoneNumber = user.profile.phoneNumber;
    if (!phoneNumber) throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.noPhoneNumber });
    if (user.profile.isPhoneNumberVerified) return;
    const check = await this.codes.check(user._id, phoneNumber, code.trim(), context.now);
    if (check.outcome === 'too-many-attempts') throw DomainError.fromFieldErrors({ code: AccountMessages.tooManyPhoneCodeAttempts });
    if (check.outcome !== 'valid') throw DomainError.fromFieldErrors({ code: AccountMessages.invalidPhoneCode });
    await this.users.run(user._id, { type: 'VerifyPhoneNumber', data: { phoneNumber } }, context);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { PHONE_CODES, PhoneCodes } from '../../../../../platform/phone-codes/phone-codes.port';
import { RateLimitCounter } from '../../../../../platform/rate-limit/rate-limit-counter.port';
import { SMS_SENDER, SmsSender } from '../../../../../platform/sms/sms-sender.port';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TooManyRequestsError } from '../../../../graphql/graphql-errors';
import { RATE_LIMITS } from '../../../../platform.module';
import { CODE_TEXT, MAX_CODES_PER_HOUR, PhoneVerificationMessages } from '../../phone-codes';

/**
 * sendPhoneVerificationCode: texts a code to the number on file. The code lives in the PhoneCodes
 * port and the text goes out through the SMS port; nothing is recorded in the log.
 */
@Injectable()
export class SendPhoneVerificationCodeHandler {
  constructor(
    @Inject(PHONE_CODES) private readonly codes: PhoneCodes,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(RATE_LIMITS) private readonly counter: RateLimitCounter,
  ) {}

  async execute(input: { user: UserDocument }, context: CommandContext): Promise<void> {
    const { user } = input;
    const phoneNumber = user.profile.phoneNumber;
    if (!phoneNumber) throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.noPhoneNumber });
    if (user.profile.isPhoneNumberVerified) throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.phoneAlreadyVerified });
    if ((await this.counter.hit(`phone-code:${user._id}`, 60 * 60)) > MAX_CODES_PER_HOUR) throw new TooManyRequestsError(PhoneVerificationMessages.tooManyCodes);
    const code = await this.codes.issue(user._id, phoneNumber, context.now);
    await this.sms.send({ to: phoneNumber, text: CODE_TEXT[user.profile.languagePreference](code) });
  }
}

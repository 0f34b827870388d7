import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { PHONE_CODES, PhoneCodes } from '../../../../../platform/phone-codes/phone-codes.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { userStream } from '../../../accounts/user-stream';

/** verifyPhoneNumber: checks the texted code against the number on file and records PhoneNumberVerified. */
@Injectable()
export class VerifyPhoneNumberHandler {
  constructor(
    @Inject(PHONE_CODES) private readonly codes: PhoneCodes,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { user: UserDocument; code: string }, context: CommandContext): Promise<UserDocument | null> {
    const { user, code } = input;
    const phoneNumber = user.profile.phoneNumber;
    if (!phoneNumber) throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.noPhoneNumber });
    if (user.profile.isPhoneNumberVerified) return user;
    const check = await this.codes.check(user._id, phoneNumber, code.trim(), context.now);
    if (check.outcome === 'too-many-attempts') throw DomainError.fromFieldErrors({ code: AccountMessages.tooManyPhoneCodeAttempts });
    if (check.outcome !== 'valid') throw DomainError.fromFieldErrors({ code: AccountMessages.invalidPhoneCode });
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(user._id), { type: 'VerifyPhoneNumber', data: { phoneNumber } }, context, {
      awaitReadModels: userStream.readModels,
    });
    return findUserById(this.readModels, user._id);
  }
}

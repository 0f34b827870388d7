import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EditContactInfoHandler } from './commands/edit-contact-info/edit-contact-info.handler';
import { EditContactInfoResolver } from './commands/edit-contact-info/edit-contact-info.resolver';
import { SendPhoneVerificationCodeHandler } from './commands/send-phone-verification-code/send-phone-verification-code.handler';
import { SendPhoneVerificationCodeResolver } from './commands/send-phone-verification-code/send-phone-verification-code.resolver';
import { VerifyPhoneNumberHandler } from './commands/verify-phone-number/verify-phone-number.handler';
import { VerifyPhoneNumberResolver } from './commands/verify-phone-number/verify-phone-number.resolver';

/** The phone number on the account and its verification by a texted code. */
@Module({
  imports: [AccountsModule],
  providers: [
    EditContactInfoHandler,
    EditContactInfoResolver,
    SendPhoneVerificationCodeHandler,
    SendPhoneVerificationCodeResolver,
    VerifyPhoneNumberHandler,
    VerifyPhoneNumberResolver,
  ],
})
export class PhoneVerificationModule {}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EditContactInfoResolver } from './commands/edit-contact-info/edit-contact-info.resolver';
import { SendPhoneVerificationCodeResolver } from './commands/send-phone-verification-code/send-phone-verification-code.resolver';
import { VerifyPhoneNumberResolver } from './commands/verify-phone-number/verify-phone-number.resolver';
import { PhoneVerification } from './phone-verification.service';
import { UserAccountCommands } from './user-account-commands.service';

/** The phone number on the account and its verification by a texted code; UserAccountCommands for request preferences too. */
@Module({
  imports: [AccountsModule],
  providers: [UserAccountCommands, PhoneVerification, EditContactInfoResolver, SendPhoneVerificationCodeResolver, VerifyPhoneNumberResolver],
  exports: [UserAccountCommands],
})
export class PhoneVerificationModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountMail } from './account-mail';
import { AdminBootstrap } from './admin-bootstrap';
import { AccessGuard } from './auth/access';
import { LogoutController } from './auth/logout.controller';
import { SessionIssuer } from './auth/session-issuer.service';
import { SessionTokenService } from './auth/session-token.service';
import { ViewerService } from './auth/viewer.service';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ChangePasswordResolver } from './commands/change-password/change-password.resolver';
import { EmailLoginResolver } from './commands/email-login/email-login.resolver';
import { EmailSignupHandler } from './commands/email-signup/email-signup.handler';
import { EmailSignupResolver } from './commands/email-signup/email-signup.resolver';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { ForgotPasswordResolver } from './commands/forgot-password/forgot-password.resolver';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordResolver } from './commands/reset-password/reset-password.resolver';
import { SaveUserLanguagePreferenceResolver } from './commands/save-user-language-preference/save-user-language-preference.resolver';
import { SendVerificationTokenHandler } from './commands/send-verification-token/send-verification-token.handler';
import { SendVerificationTokenResolver } from './commands/send-verification-token/send-verification-token.resolver';
import { VerifyTokenHandler } from './commands/verify-token/verify-token.handler';
import { VerifyTokenResolver } from './commands/verify-token/verify-token.resolver';
import { EmailedLinks } from './emailed-links.service';
import { LoginAttempts } from './login-attempts';
import { DevOutboxResolver } from './queries/dev-outbox/dev-outbox.resolver';
import { GetCurrentUserResolver } from './queries/get-current-user/get-current-user.resolver';
import { UserCommands } from './user-commands.service';

@Module({
  imports: [CqrsModule],
  controllers: [LogoutController],
  providers: [
    AccessGuard,
    AccountMail,
    AdminBootstrap,
    EmailedLinks,
    LoginAttempts,
    SessionIssuer,
    SessionTokenService,
    UserCommands,
    ViewerService,
    EmailSignupHandler,
    EmailSignupResolver,
    EmailLoginResolver,
    SendVerificationTokenHandler,
    SendVerificationTokenResolver,
    VerifyTokenHandler,
    VerifyTokenResolver,
    ChangePasswordHandler,
    ChangePasswordResolver,
    ForgotPasswordHandler,
    ForgotPasswordResolver,
    ResetPasswordHandler,
    ResetPasswordResolver,
    SaveUserLanguagePreferenceResolver,
    GetCurrentUserResolver,
    DevOutboxResolver,
  ],
  exports: [ViewerService, AccessGuard, AdminBootstrap],
})
export class AccountsModule {}

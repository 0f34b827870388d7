import { Module } from '@nestjs/common';
import { AccountMail } from './account-mail';
import { AdminBootstrap } from './admin-bootstrap';
import { AccessGuard } from './auth/access';
import { LogoutController } from './auth/logout.controller';
import { SessionIssuer } from './auth/session-issuer.service';
import { SessionRevocation } from './auth/session-revocation';
import { SessionSockets } from './auth/session-sockets';
import { SessionTokenService } from './auth/session-token.service';
import { ViewerService } from './auth/viewer.service';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ChangePasswordResolver } from './commands/change-password/change-password.resolver';
import { DisassociateZoomHandler } from './commands/disassociate-zoom/disassociate-zoom.handler';
import { DisassociateZoomResolver } from './commands/disassociate-zoom/disassociate-zoom.resolver';
import { EditNotificationSettingsHandler } from './commands/edit-notification-settings/edit-notification-settings.handler';
import { EditNotificationSettingsResolver } from './commands/edit-notification-settings/edit-notification-settings.resolver';
import { EmailLoginV2Handler } from './commands/email-login-v2/email-login-v2.handler';
import { EmailLoginV2Resolver } from './commands/email-login-v2/email-login-v2.resolver';
import { EmailSignupHandler } from './commands/email-signup/email-signup.handler';
import { EmailSignupResolver } from './commands/email-signup/email-signup.resolver';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { ForgotPasswordResolver } from './commands/forgot-password/forgot-password.resolver';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordResolver } from './commands/reset-password/reset-password.resolver';
import { SaveUserLanguagePreferenceHandler } from './commands/save-user-language-preference/save-user-language-preference.handler';
import { SaveUserLanguagePreferenceResolver } from './commands/save-user-language-preference/save-user-language-preference.resolver';
import { SendVerificationTokenHandler } from './commands/send-verification-token/send-verification-token.handler';
import { SendVerificationTokenResolver } from './commands/send-verification-token/send-verification-token.resolver';
import { VerifyTokenHandler } from './commands/verify-token/verify-token.handler';
import { VerifyTokenResolver } from './commands/verify-token/verify-token.resolver';
import { EmailedLinks } from './emailed-links';
import { LoginAttempts } from './login-attempts';
import { DevOutboxHandler } from './queries/dev-outbox/dev-outbox.handler';
import { DevOutboxResolver } from './queries/dev-outbox/dev-outbox.resolver';
import { GetZoomAuthorizeUrlHandler } from './queries/get-zoom-authorize-url/get-zoom-authorize-url.handler';
import { GetZoomAuthorizeUrlResolver } from './queries/get-zoom-authorize-url/get-zoom-authorize-url.resolver';
import { GetCurrentUserV2Handler } from './queries/get-current-user-v2/get-current-user-v2.handler';
import { GetCurrentUserV2Resolver } from './queries/get-current-user-v2/get-current-user-v2.resolver';

@Module({
  controllers: [LogoutController],
  providers: [
    AccessGuard,
    AccountMail,
    AdminBootstrap,
    EmailedLinks,
    LoginAttempts,
    SessionIssuer,
    SessionRevocation,
    SessionSockets,
    SessionTokenService,
    ViewerService,
    ChangePasswordHandler,
    ChangePasswordResolver,
    DisassociateZoomHandler,
    DisassociateZoomResolver,
    EditNotificationSettingsHandler,
    EditNotificationSettingsResolver,
    EmailLoginV2Handler,
    EmailLoginV2Resolver,
    EmailSignupHandler,
    EmailSignupResolver,
    ForgotPasswordHandler,
    ForgotPasswordResolver,
    ResetPasswordHandler,
    ResetPasswordResolver,
    SaveUserLanguagePreferenceHandler,
    SaveUserLanguagePreferenceResolver,
    SendVerificationTokenHandler,
    SendVerificationTokenResolver,
    VerifyTokenHandler,
    VerifyTokenResolver,
    DevOutboxHandler,
    DevOutboxResolver,
    GetCurrentUserV2Handler,
    GetCurrentUserV2Resolver,
    GetZoomAuthorizeUrlHandler,
    GetZoomAuthorizeUrlResolver,
  ],
  exports: [ViewerService, AccessGuard, AdminBootstrap, SessionRevocation, SessionSockets, EmailSignupHandler, SessionIssuer, AccountMail],
})
export class AccountsModule {}

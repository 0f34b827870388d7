import { Module } from '@nestjs/common';
import { AccountMail } from './account-mail';
import { AdminBootstrap } from './admin-bootstrap';
import { EmailAddressStreams } from './account-lookup';
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
import { EditPersonalInfoHandler } from './commands/edit-personal-info/edit-personal-info.handler';
import { EditPersonalInfoResolver } from './commands/edit-personal-info/edit-personal-info.resolver';
import { EditPrimaryInfoHandler } from './commands/edit-primary-info/edit-primary-info.handler';
import { EditPrimaryInfoResolver } from './commands/edit-primary-info/edit-primary-info.resolver';
import { UpdateUserHandler } from './commands/update-user/update-user.handler';
import { UpdateUserResolver } from './commands/update-user/update-user.resolver';
import { ProfileDetailsEdits } from './profile-details-edits';
import { EditPaidPreferenceHandler } from './commands/edit-paid-preference/edit-paid-preference.handler';
import { EditPaidPreferenceResolver } from './commands/edit-paid-preference/edit-paid-preference.resolver';
import { EditPrefPaymentMethodHandler } from './commands/edit-pref-payment-method/edit-pref-payment-method.handler';
import { EditPrefPaymentMethodResolver } from './commands/edit-pref-payment-method/edit-pref-payment-method.resolver';
import { EditPreferredPaymentMethodHandler } from './commands/edit-preferred-payment-method/edit-preferred-payment-method.handler';
import { EditPreferredPaymentMethodResolver } from './commands/edit-preferred-payment-method/edit-preferred-payment-method.resolver';
import { EditPayoutPhoneNumberHandler } from './commands/edit-payout-phone-number/edit-payout-phone-number.handler';
import { EditPayoutPhoneNumberResolver } from './commands/edit-payout-phone-number/edit-payout-phone-number.resolver';
import { GoogleLoginHandler } from './commands/google-login/google-login.handler';
import { GoogleLoginResolver } from './commands/google-login/google-login.resolver';
import { FacebookLoginHandler } from './commands/facebook-login/facebook-login.handler';
import { FacebookLoginResolver } from './commands/facebook-login/facebook-login.resolver';
import { GoogleSignupHandler } from './commands/google-signup/google-signup.handler';
import { GoogleSignupResolver } from './commands/google-signup/google-signup.resolver';
import { FacebookSignupHandler } from './commands/facebook-signup/facebook-signup.handler';
import { FacebookSignupResolver } from './commands/facebook-signup/facebook-signup.resolver';
import { GoogleSignupReferralHandler } from './commands/google-signup-referral/google-signup-referral.handler';
import { GoogleSignupReferralResolver } from './commands/google-signup-referral/google-signup-referral.resolver';
import { FacebookSignupReferralHandler } from './commands/facebook-signup-referral/facebook-signup-referral.handler';
import { FacebookSignupReferralResolver } from './commands/facebook-signup-referral/facebook-signup-referral.resolver';
import { EmailLoginHandler } from './commands/email-login/email-login.handler';
import { EmailLoginResolver } from './commands/email-login/email-login.resolver';
import { GetProviderSignInUrlHandler } from './queries/get-provider-sign-in-url/get-provider-sign-in-url.handler';
import { GetProviderSignInUrlResolver } from './queries/get-provider-sign-in-url/get-provider-sign-in-url.resolver';
import { OAuthSignIn } from './oauth-sign-in';
import { SandboxOAuthController } from './sandbox-oauth/sandbox-oauth.controller';
import { EmailedLinks } from './emailed-links';
import { LoginAttempts } from './login-attempts';
import { DevOutboxHandler } from './queries/dev-outbox/dev-outbox.handler';
import { DevOutboxResolver } from './queries/dev-outbox/dev-outbox.resolver';
import { GetZoomAuthorizeUrlHandler } from './queries/get-zoom-authorize-url/get-zoom-authorize-url.handler';
import { GetZoomAuthorizeUrlResolver } from './queries/get-zoom-authorize-url/get-zoom-authorize-url.resolver';
import { GetCurrentUserV2Handler } from './queries/get-current-user-v2/get-current-user-v2.handler';
import { GetCurrentUserV2Resolver } from './queries/get-current-user-v2/get-current-user-v2.resolver';

@Module({
  controllers: [LogoutController, SandboxOAuthController],
  providers: [
    AccessGuard,
    AccountMail,
    AdminBootstrap,
    EmailAddressStreams,
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
    ProfileDetailsEdits,
    EditPrimaryInfoHandler,
    EditPrimaryInfoResolver,
    EditPersonalInfoHandler,
    EditPersonalInfoResolver,
    UpdateUserHandler,
    UpdateUserResolver,
    GoogleLoginHandler,
    GoogleLoginResolver,
    FacebookLoginHandler,
    FacebookLoginResolver,
    GoogleSignupHandler,
    GoogleSignupResolver,
    FacebookSignupHandler,
    FacebookSignupResolver,
    GoogleSignupReferralHandler,
    GoogleSignupReferralResolver,
    FacebookSignupReferralHandler,
    FacebookSignupReferralResolver,
    EmailLoginHandler,
    EmailLoginResolver,
    GetProviderSignInUrlHandler,
    GetProviderSignInUrlResolver,
    OAuthSignIn,
    EditPaidPreferenceHandler,
    EditPaidPreferenceResolver,
    EditPrefPaymentMethodHandler,
    EditPrefPaymentMethodResolver,
    EditPreferredPaymentMethodHandler,
    EditPreferredPaymentMethodResolver,
    EditPayoutPhoneNumberHandler,
    EditPayoutPhoneNumberResolver,
  ],
  exports: [ViewerService, AccessGuard, AdminBootstrap, EmailAddressStreams, SessionRevocation, SessionSockets, EmailSignupHandler, SessionIssuer, AccountMail],
})
export class AccountsModule {}

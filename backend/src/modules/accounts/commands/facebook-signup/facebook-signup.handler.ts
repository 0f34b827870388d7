import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../auth/session-token.service';
import { OAuthSignIn, OAuthSignupDetails } from '../../oauth-sign-in';

/** facebookSignup: a new account from the Facebook account; an account already linked, or one with the address Facebook verified, is signed in instead. */
@Injectable()
export class FacebookSignupHandler {
  constructor(private readonly oauth: OAuthSignIn) {}

  execute(input: { accessToken: string; signup: OAuthSignupDetails }, context: CommandContext): Promise<{ claims: SessionClaims; emailVerified: boolean }> {
    return this.oauth.signIn('FACEBOOK', input.accessToken, input.signup, context);
  }
}

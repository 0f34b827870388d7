import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../auth/session-token.service';
import { OAuthSignIn, OAuthSignupDetails } from '../../oauth-sign-in';

/** googleSignup: a new account from the Google account; an account already linked, or one with the address Google verified, is signed in instead. */
@Injectable()
export class GoogleSignupHandler {
  constructor(private readonly oauth: OAuthSignIn) {}

  execute(input: { accessToken: string; signup: OAuthSignupDetails }, context: CommandContext): Promise<{ claims: SessionClaims; emailVerified: boolean }> {
    return this.oauth.signIn('GOOGLE', input.accessToken, input.signup, context);
  }
}

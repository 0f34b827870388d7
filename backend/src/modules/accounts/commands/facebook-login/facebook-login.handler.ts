import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../auth/session-token.service';
import { OAuthSignIn } from '../../oauth-sign-in';

/** facebookLogin: the account linked to the Facebook account, or the one with its address when Facebook verified it; no account is made. */
@Injectable()
export class FacebookLoginHandler {
  constructor(private readonly oauth: OAuthSignIn) {}

  execute(input: { accessToken: string }, context: CommandContext): Promise<{ claims: SessionClaims; emailVerified: boolean }> {
    return this.oauth.signIn('FACEBOOK', input.accessToken, null, context);
  }
}

import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../auth/session-token.service';
import { OAuthSignIn } from '../../oauth-sign-in';

/** googleLogin: the account linked to the Google account, or the one with its address when Google verified it; no account is made. */
@Injectable()
export class GoogleLoginHandler {
  constructor(private readonly oauth: OAuthSignIn) {}

  execute(input: { accessToken: string }, context: CommandContext): Promise<{ claims: SessionClaims; emailVerified: boolean }> {
    return this.oauth.signIn('GOOGLE', input.accessToken, null, context);
  }
}

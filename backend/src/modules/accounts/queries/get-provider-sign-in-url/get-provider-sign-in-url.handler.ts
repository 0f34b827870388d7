import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { lengthProblem, MAX_TEXT_LENGTH } from '../../../../../domain/shared/value-bounds';
import { IDENTITY_PROVIDERS, IdentityProviders, OAuthProvider } from '../../../../../platform/identity/identity-provider.port';
import { AppConfig } from '../../../../config/app-config';
import { APP_CONFIG } from '../../../../platform.module';

/** The browser's page that takes a provider's answer and finishes the sign-in. */
export const oauthCallbackPath = (provider: OAuthProvider) => `/oauth/callback/${provider.toLowerCase()}`;

/** getProviderSignInUrl: where the browser goes to sign in with the provider, returning to this app's callback page with `state`. */
@Injectable()
export class GetProviderSignInUrlHandler {
  constructor(
    @Inject(IDENTITY_PROVIDERS) private readonly providers: IdentityProviders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(input: { provider: OAuthProvider; state: string }): string {
    const problem = lengthProblem(input.state, MAX_TEXT_LENGTH.externalId);
    if (problem) throw DomainError.fromFieldErrors({ state: problem });
    return this.providers[input.provider].signInUrl(`${this.config.publicUrl}${oauthCallbackPath(input.provider)}`, input.state);
  }
}

import { Args, Query, Resolver, registerEnumType } from '@nestjs/graphql';
import { OAuthProvider } from '../../../../../platform/identity/identity-provider.port';
import { GetProviderSignInUrlHandler } from './get-provider-sign-in-url.handler';

export enum OAuthProviderEnum {
  GOOGLE = 'GOOGLE',
  FACEBOOK = 'FACEBOOK',
}
registerEnumType(OAuthProviderEnum, { name: 'OAuthProvider' });

@Resolver()
export class GetProviderSignInUrlResolver {
  constructor(private readonly handler: GetProviderSignInUrlHandler) {}

  @Query(() => String, {
    description:
      "Where to send the browser to sign in with Google or Facebook (the provider's page when configured, else the embedded stand-in's); it returns to /oauth/callback/<provider> with the token and `state` in the fragment. Public.",
  })
  getProviderSignInUrl(
    @Args('provider', { type: () => OAuthProviderEnum }) provider: OAuthProviderEnum,
    @Args('state', { type: () => String, description: 'A random value the browser keeps and checks on return.' }) state: string,
  ): string {
    return this.handler.execute({ provider: provider as OAuthProvider, state });
  }
}

import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { GetStripeConnectAuthorizeUrlHandler } from './get-stripe-connect-authorize-url.handler';

@Resolver()
export class GetStripeConnectAuthorizeUrlResolver {
  constructor(private readonly handler: GetStripeConnectAuthorizeUrlHandler) {}

  @SignedIn('TUTOR')
  @Query(() => String, {
    description:
      'Where the browser goes to link a Stripe Express account. Stripe comes back to redirectUri with `code` (for associateStripeConnect) ' +
      'and the URL\'s random `state`, which the browser keeps and compares (OAuth CSRF protection).',
  })
  getStripeConnectAuthorizeUrl(@Args('redirectUri', { type: () => String }) redirectUri: string): string {
    return this.handler.execute({ redirectUri });
  }
}

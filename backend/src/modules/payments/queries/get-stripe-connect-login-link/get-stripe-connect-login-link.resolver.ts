import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { GetStripeConnectLoginLinkHandler } from './get-stripe-connect-login-link.handler';

@Resolver()
export class GetStripeConnectLoginLinkResolver {
  constructor(private readonly handler: GetStripeConnectLoginLinkHandler) {}

  @SignedIn('TUTOR')
  @Query(() => String, { description: "A single-use link to the tutor's Express dashboard." })
  getStripeConnectLoginLink(@CurrentViewer() viewer: Viewer): Promise<string> {
    return this.handler.execute({ userId: viewer.userId });
  }
}

import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { CheckStripeConnectAccountVerifiedHandler } from './check-stripe-connect-account-verified.handler';

@Resolver()
export class CheckStripeConnectAccountVerifiedResolver {
  constructor(
    private readonly handler: CheckStripeConnectAccountVerifiedHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => Boolean, { description: "Asks Stripe whether the tutor's connected account can be paid out, and records the answer." })
  async checkStripeConnectAccountVerified(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    return this.handler.execute({ userId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
  }
}

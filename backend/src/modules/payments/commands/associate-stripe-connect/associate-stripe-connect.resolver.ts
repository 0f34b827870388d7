import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PayoutSettingsModel } from '../../payment.models';
import { AssociateStripeConnectHandler } from './associate-stripe-connect.handler';

@Resolver()
export class AssociateStripeConnectResolver {
  constructor(
    private readonly handler: AssociateStripeConnectHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => PayoutSettingsModel, { description: "Links the tutor's Stripe Express account from the Connect OAuth redirect's code and pays them through it." })
  async associateStripeConnect(
    @Args('authCode', { type: () => String }) authCode: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PayoutSettingsModel> {
    return PayoutSettingsModel.of(await this.handler.execute({ userId: viewer.userId, authCode }, this.pipeline.contextOf(context, viewer.userId)));
  }
}

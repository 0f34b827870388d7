import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentMethodModel } from '../../payment.models';
import { SetDefaultPaymentMethodHandler } from './set-default-payment-method.handler';

@Resolver()
export class SetDefaultPaymentMethodResolver {
  constructor(
    private readonly handler: SetDefaultPaymentMethodHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => [PaymentMethodModel], { description: "Makes one of the viewer's cards the one sessions are charged to." })
  async setDefaultPaymentMethod(
    @Args('paymentMethodId', { type: () => ID }) paymentMethodId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.handler.execute({ userId: viewer.userId, paymentMethodId }, this.pipeline.contextOf(context, viewer.userId)));
  }
}

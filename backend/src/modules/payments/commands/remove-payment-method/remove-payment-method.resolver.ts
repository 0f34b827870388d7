import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentMethodModel } from '../../payment.models';
import { RemovePaymentMethodHandler } from './remove-payment-method.handler';

@Resolver()
export class RemovePaymentMethodResolver {
  constructor(
    private readonly handler: RemovePaymentMethodHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => [PaymentMethodModel], { description: "Removes one of the viewer's cards (a card not on file is not an error); the next card becomes the default." })
  async removePaymentMethod(
    @Args('paymentMethodId', { type: () => ID }) paymentMethodId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.handler.execute({ userId: viewer.userId, paymentMethodId }, this.pipeline.contextOf(context, viewer.userId)));
  }
}

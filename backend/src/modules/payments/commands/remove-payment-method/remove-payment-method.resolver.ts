import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';
import { PaymentMethodModel } from '../../payment.models';

@Resolver()
export class RemovePaymentMethodResolver {
  constructor(
    private readonly payments: PaymentAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => [PaymentMethodModel], { description: "Removes one of the viewer's cards (a card not on file is not an error); the next card becomes the default." })
  async removePaymentMethod(
    @Args('paymentMethodId', { type: () => ID }) paymentMethodId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.payments.removePaymentMethod(viewer.userId, paymentMethodId, this.runtime.contextOf(context, viewer.userId)));
  }
}

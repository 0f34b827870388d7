import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';
import { PaymentMethodModel } from '../../payment.models';

@Resolver()
export class SetDefaultPaymentMethodResolver {
  constructor(
    private readonly payments: PaymentAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => [PaymentMethodModel], { description: 'Makes one of the viewer\'s cards the one sessions are charged to.' })
  async setDefaultPaymentMethod(
    @Args('paymentMethodId', { type: () => ID }) paymentMethodId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.payments.setDefaultPaymentMethod(viewer.userId, paymentMethodId, this.runtime.contextOf(context, viewer.userId)));
  }
}

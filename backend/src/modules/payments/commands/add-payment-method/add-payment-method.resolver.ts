import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';
import { PaymentMethodModel } from '../../payment.models';

@Resolver()
export class AddPaymentMethodResolver {
  constructor(
    private readonly payments: PaymentAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => [PaymentMethodModel], {
    description:
      "Saves a card from the card provider's token on the client's customer (created with the first card, which becomes the default). " +
      'brand, last4, expMonth and expYear are what the browser showed; the cards returned are as the provider saved them.',
  })
  async addPaymentMethod(
    @Args('cardToken', { type: () => String }) cardToken: string,
    @Args('brand', { type: () => String, nullable: true }) _brand: string | null,
    @Args('last4', { type: () => String, nullable: true }) _last4: string | null,
    @Args('expMonth', { type: () => Int, nullable: true }) _expMonth: number | null,
    @Args('expYear', { type: () => Int, nullable: true }) _expYear: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.payments.addPaymentMethod(viewer.user, cardToken, this.runtime.contextOf(context, viewer.userId)));
  }
}

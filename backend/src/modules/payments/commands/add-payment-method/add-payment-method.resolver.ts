import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentMethodModel } from '../../payment.models';
import { AddPaymentMethodHandler } from './add-payment-method.handler';

@Resolver()
export class AddPaymentMethodResolver {
  constructor(
    private readonly handler: AddPaymentMethodHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => [PaymentMethodModel], {
    description:
      "Saves a card from the card provider's token on the client's customer (created with the first card, which becomes the default). " +
      'brand, last4, expMonth and expYear are what the browser showed; the cards returned are as the provider saved them. ' +
      'The same idempotencyKey again saves no second card and answers the cards as they are.',
  })
  async addPaymentMethod(
    @Args('cardToken', { type: () => String }) cardToken: string,
    @Args('brand', { type: () => String, nullable: true }) _brand: string | null,
    @Args('last4', { type: () => String, nullable: true }) _last4: string | null,
    @Args('expMonth', { type: () => Int, nullable: true }) _expMonth: number | null,
    @Args('expYear', { type: () => Int, nullable: true }) _expYear: number | null,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per card the user adds, kept across retries of it.' }) idempotencyKey: string | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.handler.execute({ client: viewer.user, cardToken }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey)));
  }
}

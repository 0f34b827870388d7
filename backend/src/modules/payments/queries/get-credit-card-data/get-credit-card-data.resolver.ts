import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentMethodModel } from '../../payment.models';
import { GetCreditCardDataHandler } from './get-credit-card-data.handler';

@Resolver()
export class GetCreditCardDataResolver {
  constructor(private readonly handler: GetCreditCardDataHandler) {}

  @SignedIn()
  @Query(() => [PaymentMethodModel], { description: "The viewer's cards; empty means the 'Missing Payment Info!' alert and the '!' profile badge for a client." })
  async getCreditCardData(@CurrentViewer() viewer: Viewer): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.handler.execute({ userId: viewer.userId }));
  }
}

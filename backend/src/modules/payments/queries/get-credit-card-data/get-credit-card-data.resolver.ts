import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PaymentAccountCommands } from '../../payment-account-commands.service';
import { PaymentMethodModel } from '../../payment.models';

@Resolver()
export class GetCreditCardDataResolver {
  constructor(private readonly payments: PaymentAccountCommands) {}

  @SignedIn()
  @Query(() => [PaymentMethodModel], { description: "The viewer's cards; empty means the 'Missing Payment Info!' alert and the '!' profile badge for a client." })
  async getCreditCardData(@CurrentViewer() viewer: Viewer): Promise<PaymentMethodModel[]> {
    return PaymentMethodModel.listOf(await this.payments.settingsOf(viewer.userId));
  }
}

import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PayoutSettingsModel } from '../../payment.models';
import { GetPayoutSettingsHandler } from './get-payout-settings.handler';

@Resolver()
export class GetPayoutSettingsResolver {
  constructor(private readonly handler: GetPayoutSettingsHandler) {}

  @SignedIn('TUTOR')
  @Query(() => PayoutSettingsModel, { description: "The viewer's payout settings (/account-settings/tutor-payouts)." })
  async getPayoutSettings(@CurrentViewer() viewer: Viewer): Promise<PayoutSettingsModel> {
    return PayoutSettingsModel.of(await this.handler.execute({ userId: viewer.userId }));
  }
}

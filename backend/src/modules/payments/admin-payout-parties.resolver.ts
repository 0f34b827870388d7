import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { PairPartyModel } from '../pairs/pair.model';
import { PartyDirectory } from '../pairs/party-directory';
import { AdminPayoutModel } from './admin-payments.model';

/** The client and tutor of a payout by name, as they are now (blank names once an account is deleted). */
@Resolver(() => AdminPayoutModel)
export class AdminPayoutPartiesResolver {
  constructor(private readonly directory: PartyDirectory) {}

  @ResolveField('client', () => PairPartyModel)
  async client(@Parent() payout: AdminPayoutModel): Promise<PairPartyModel> {
    return (await this.directory.parties([payout.clientId])).get(payout.clientId) ?? PartyDirectory.unknown(payout.clientId);
  }

  @ResolveField('tutor', () => PairPartyModel)
  async tutor(@Parent() payout: AdminPayoutModel): Promise<PairPartyModel> {
    return (await this.directory.parties([payout.tutorId])).get(payout.tutorId) ?? PartyDirectory.unknown(payout.tutorId);
  }
}

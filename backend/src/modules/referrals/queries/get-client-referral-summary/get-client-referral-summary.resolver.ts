import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ClientReferralSummaryModel } from '../../referral.model';
import { GetClientReferralSummaryHandler } from './get-client-referral-summary.handler';

@Resolver()
export class GetClientReferralSummaryResolver {
  constructor(private readonly handler: GetClientReferralSummaryHandler) {}

  @SignedIn()
  @Query(() => ClientReferralSummaryModel, { description: "The viewer's referral link, the users who signed up with it and the credit they earned." })
  getClientReferralSummary(@CurrentViewer() viewer: Viewer): Promise<ClientReferralSummaryModel> {
    return this.handler.execute({ userId: viewer.userId });
  }
}

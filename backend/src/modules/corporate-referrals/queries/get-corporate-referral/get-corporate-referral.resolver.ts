import { Args, Query, Resolver } from '@nestjs/graphql';
import { CorporateReferralModel } from '../../corporate-referral.model';
import { GetCorporateReferralHandler } from './get-corporate-referral.handler';

@Resolver()
export class GetCorporateReferralResolver {
  constructor(private readonly handler: GetCorporateReferralHandler) {}

  /** Open to visitors: the sign-up page under an organisation's code names it. */
  @Query(() => CorporateReferralModel, { nullable: true, description: 'The organisation of a corporate referral code (/signup/corporate/{code}); null for a code no organisation has.' })
  getCorporateReferral(@Args('code', { type: () => String }) code: string): CorporateReferralModel | null {
    return this.handler.execute(code);
  }
}

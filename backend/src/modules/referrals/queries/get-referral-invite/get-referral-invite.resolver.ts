import { Args, Query, Resolver } from '@nestjs/graphql';
import { ReferralInviteModel } from '../../referral.model';
import { GetReferralInviteHandler } from './get-referral-invite.handler';

@Resolver()
export class GetReferralInviteResolver {
  constructor(private readonly handler: GetReferralInviteHandler) {}

  /** Public: a visitor opening a referral link is not signed in. Codes carry 50 bits, so guessing finds none. */
  @Query(() => ReferralInviteModel, { nullable: true, description: 'The invite of a referral link; null when the code belongs to nobody.' })
  getReferralInvite(@Args('code', { type: () => String }) code: string): Promise<ReferralInviteModel | null> {
    return this.handler.execute({ code });
  }
}

import { Args, Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { isWellFormedReferralCode, normaliseReferralCode } from '../../../../../domain/referrals/referral.rules';
import { findReferrerByCode } from '../../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';

@ObjectType('ReferralInvite', { description: 'What a visitor of a /c/{code}, /trc/{code} or /trt/{code} link may know of who invited them.' })
export class ReferralInviteModel {
  @Field(() => String, { description: 'The code, normalised: the one to send as EmailSignupInput.referralCode.' }) code!: string;
  @Field(() => String, { description: "The referrer's first name, and nothing more of them." }) referrerFirstName!: string;
}

@Resolver()
export class GetReferralInviteResolver {
  constructor(private readonly readModels: ReadModels) {}

  /** Public: a visitor opening a referral link is not signed in. Codes carry 50 bits, so guessing finds none. */
  @Query(() => ReferralInviteModel, { nullable: true, description: 'The invite of a referral link; null when the code belongs to nobody.' })
  async getReferralInvite(@Args('code', { type: () => String }) code: string): Promise<ReferralInviteModel | null> {
    if (!isWellFormedReferralCode(code)) return null;
    const referrerId = await findReferrerByCode(this.readModels, code);
    const referrer = referrerId ? await findUserById(this.readModels, referrerId) : null;
    if (!referrer) return null;
    return { code: normaliseReferralCode(code), referrerFirstName: referrer.profile.firstName };
  }
}

import { Injectable } from '@nestjs/common';
import { isWellFormedReferralCode, normaliseReferralCode } from '../../../../../domain/referrals/referral.rules';
import { findReferrerByCode } from '../../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { ReferralInviteModel } from '../../referral.model';

/** getReferralInvite: who invited a visitor (their first name only); null for a code that belongs to nobody. */
@Injectable()
export class GetReferralInviteHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { code: string }): Promise<ReferralInviteModel | null> {
    const { code } = input;
    if (!isWellFormedReferralCode(code)) return null;
    const referrerId = await findReferrerByCode(this.readModels, code);
    const referrer = referrerId ? await findUserById(this.readModels, referrerId) : null;
    if (!referrer) return null;
    return { code: normaliseReferralCode(code), referrerFirstName: referrer.profile.firstName };
  }
}

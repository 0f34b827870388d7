import { Injectable } from '@nestjs/common';
import { CorporateOrganisations } from '../../corporate-organisations';
import { CorporateReferralModel } from '../../corporate-referral.model';

/** getCorporateReferral: the organisation a code names, for the sign-up page under it. */
@Injectable()
export class GetCorporateReferralHandler {
  constructor(private readonly organisations: CorporateOrganisations) {}

  execute(code: string): CorporateReferralModel | null {
    const organisation = this.organisations.find(code);
    return organisation && { code: organisation.code, organisationName: organisation.name };
  }
}

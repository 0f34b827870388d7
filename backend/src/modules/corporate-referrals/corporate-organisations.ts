import { Inject, Injectable } from '@nestjs/common';
import { CorporateOrganisation, normaliseCorporateCode } from '../../../domain/corporate-referrals/corporate-referral.rules';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../platform.module';

/** The organisations of CORPORATE_REFERRAL_CODES, found by a code as typed or linked. */
@Injectable()
export class CorporateOrganisations {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  find(code: string): CorporateOrganisation | null {
    const normalised = normaliseCorporateCode(code);
    return normalised ? (this.config.corporateOrganisations.get(normalised) ?? null) : null;
  }
}

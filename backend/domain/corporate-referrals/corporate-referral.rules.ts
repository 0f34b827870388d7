/** Messages of corporate referrals (ours: the spec names the operation only). */
export const CorporateReferralMessages = {
  unknownCode: 'This organisation code is not valid. Please check it with your organisation.',
} as const;

/** An organisation whose members sign up under its referral code (corporateReferralSignup). */
export interface CorporateOrganisation {
  code: string;
  name: string;
}

/** Codes are compared trimmed and upper-cased: letters, digits and dashes, 2 to 40 of them. */
export function normaliseCorporateCode(code: string): string | null {
  const normalised = code.trim().toUpperCase();
  return /^[A-Z0-9-]{2,40}$/.test(normalised) ? normalised : null;
}

/**
 * The organisations of CORPORATE_REFERRAL_CODES, `CODE=Organisation name` pairs separated by `;`
 * (e.g. `ACME=Acme Corporation;GLOBEX=Globex`). A malformed pair is a configuration error.
 */
export function parseCorporateOrganisations(setting: string | undefined): ReadonlyMap<string, CorporateOrganisation> {
  const organisations = new Map<string, CorporateOrganisation>();
  for (const pair of (setting ?? '').split(';').map((part) => part.trim()).filter(Boolean)) {
    const [rawCode, ...rest] = pair.split('=');
    const code = normaliseCorporateCode(rawCode ?? '');
    const name = rest.join('=').trim();
    if (!code || !name) throw new Error(`CORPORATE_REFERRAL_CODES: "${pair}" is not CODE=Organisation name`);
    organisations.set(code, { code, name });
  }
  return organisations;
}

export function corporateReferralStreamId(code: string): string {
  return `corporate-referral-${code}`;
}

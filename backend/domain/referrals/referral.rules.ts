/** Referral codes: the /c/{code} links of spec section 2, shared by clients to earn $20 per referred client. */
export const REFERRAL_CODE_LENGTH = 10;
/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
export const REFERRAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Referral statuses (spec: Referral summary id, status, referee): signed up, then credited once they paid a session. */
export type ReferralStatus = 'SIGNED_UP' | 'CREDITED';

export function referralLinkPath(code: string): string {
  return `/c/${encodeURIComponent(code)}`;
}

/** As typed or taken from a link: trimmed, upper case. */
export function normaliseReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

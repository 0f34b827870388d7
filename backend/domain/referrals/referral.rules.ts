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

/** Whether a code, once normalised, has the shape of one `referralCodeOf` gives (length and alphabet). */
export function isWellFormedReferralCode(code: string): boolean {
  const normalised = normaliseReferralCode(code);
  return normalised.length === REFERRAL_CODE_LENGTH && [...normalised].every((character) => REFERRAL_CODE_ALPHABET.includes(character));
}

/**
 * The code a sign-up records: normalised, or null when none was given or it cannot be a code (a
 * mistyped or tampered link), so a bad link never blocks a sign-up and never fills the log with junk.
 */
export function referralCodeOfSignup(code: string | null | undefined): string | null {
  if (!code || !isWellFormedReferralCode(code)) return null;
  return normaliseReferralCode(code);
}

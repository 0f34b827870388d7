/**
 * Spec section 5: a phone number is entered masked as (999) 999-9999, or 9 (999) 999-9999 when it
 * starts with 1 (the US country code).
 */
export function maskPhoneNumber(text: string): string {
  const digits = text.replace(/\D/g, '');
  const withCountry = digits.startsWith('1');
  const national = (withCountry ? digits.slice(1) : digits).slice(0, 10);
  const prefix = withCountry ? '1 ' : '';
  if (national.length === 0) return withCountry ? '1' : '';
  if (national.length <= 3) return `${prefix}(${national}`;
  if (national.length <= 6) return `${prefix}(${national.slice(0, 3)}) ${national.slice(3)}`;
  return `${prefix}(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** The number in E.164 (+1XXXXXXXXXX) when the masked text holds a complete US number, else null. */
export function toE164(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 && /^[2-9]/.test(national) ? `+1${national}` : null;
}

/** A stored number (E.164 or digits) as the mask shows it. */
export function displayPhoneNumber(stored: string | null | undefined): string {
  if (!stored) return '';
  const digits = stored.replace(/\D/g, '');
  return maskPhoneNumber(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
}

/** Verification codes are 6 digits. */
export function isVerificationCode(text: string): boolean {
  return /^\d{6}$/.test(text.trim());
}

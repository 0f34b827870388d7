/**
 * The PhoneCodes port: one-time codes texted to verify a phone number. Never in the event log:
 * only a keyed hash of the code is kept, with the number it went to, its expiry and the wrong
 * guesses so far. Spec constants: 6 digits, valid 10 minutes, 5 attempts.
 */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export type PhoneCodeCheck =
  | { outcome: 'valid' }
  /** Wrong code; `attemptsLeft` more guesses before the code is void. */
  | { outcome: 'invalid'; attemptsLeft: number }
  /** No code, an expired one, or one sent to another number. */
  | { outcome: 'expired' }
  | { outcome: 'too-many-attempts' };

export interface PhoneCodes {
  /** A new code for the user's number, replacing any earlier one; returns the code to text. */
  issue(userId: string, phoneNumber: string, now: Date): Promise<string>;
  /** Checks a guess; a valid code is used up. */
  check(userId: string, phoneNumber: string, code: string, now: Date): Promise<PhoneCodeCheck>;
}

export const PHONE_CODES = Symbol('PhoneCodes');

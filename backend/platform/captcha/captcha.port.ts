/** Which captcha the schools form shows: a provider's widget, or the embedded offline one. */
export type CaptchaProvider = 'embedded' | 'hcaptcha' | 'recaptcha' | 'turnstile';

/** The embedded captcha's puzzle: add two numbers; `token` carries them, signed, to the check. */
export interface CaptchaChallenge {
  token: string;
  a: number;
  b: number;
}

/**
 * The Captcha port: checks, on the server, the response a visitor's solved widget produced. The
 * providers verify it with their siteverify API; the embedded adapter checks its own signed puzzle.
 */
export interface Captcha {
  readonly kind: CaptchaProvider;
  /** The public site key the browser's widget needs; null for the embedded captcha. */
  readonly siteKey: string | null;
  /** True when the response is a solved, unexpired captcha. Throws when the provider cannot be reached. */
  verify(response: string, remoteIp: string | null): Promise<boolean>;
  /** A new puzzle (the embedded captcha only). */
  challenge?(): CaptchaChallenge;
}

export const CAPTCHA = Symbol('Captcha');

/** At most this many codes per user per hour: each one is a paid text in production. */
export const MAX_CODES_PER_HOUR = 5;

export const PhoneVerificationMessages = {
  tooManyCodes: 'Too many codes requested. Please wait an hour and try again.',
} as const;

/** The text that carries a code, in the user's language. */
export const CODE_TEXT = {
  en: (code: string) => `Your verification code is ${code}. It expires in 10 minutes.`,
  sp: (code: string) => `Tu código de verificación es ${code}. Vence en 10 minutos.`,
} as const;

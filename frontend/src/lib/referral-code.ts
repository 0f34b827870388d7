const STORAGE_KEY = 'referralCode';

/**
 * The code of the referral link this tab was opened from: the link's landing (features/referrals)
 * remembers it and the sign-up (features/auth) sends it, however the visitor reaches /signup (the
 * landing's button or the header's). Kept for the tab only, like the sign-up flow.
 */
export const rememberedReferralCode = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(code: string | null): void {
    try {
      if (code) window.sessionStorage.setItem(STORAGE_KEY, code);
      else window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage can be unavailable (private mode); the landing's link still carries the code.
    }
  },
};

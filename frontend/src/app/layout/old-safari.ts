/** The oldest Safari major version the product supports. */
export const MIN_SUPPORTED_SAFARI_MAJOR = 14;

/** Browsers whose user agent also says "Safari" (Chrome, Edge, Opera, Firefox on iOS, Android browsers). */
const NOT_SAFARI = /Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA?\/|OPR|OPiOS|SamsungBrowser|Android/;

/** Whether the browser is Safari (macOS or iOS) older than version 14. */
export function isOldSafari(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.includes('Safari/') || NOT_SAFARI.test(userAgent)) return false;
  const version = /Version\/(\d+)/.exec(userAgent);
  return version !== null && Number(version[1]) < MIN_SUPPORTED_SAFARI_MAJOR;
}

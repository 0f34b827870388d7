/** Spec section 5: "Numeric input limited to 4 characters of digits, dot, minus." */
export const HOURLY_WAGE_INPUT_LENGTH = 4;

/** What the rate field keeps of a typed text: digits, dots and minus signs, at most 4 characters. */
export function hourlyWageInput(typed: string): string {
  return typed.replace(/[^0-9.-]/g, '').slice(0, HOURLY_WAGE_INPUT_LENGTH);
}

/**
 * Spec section 5: "Rates are rounded to a whole number, minimum 1 if between 0 and 1". Null for a
 * text that is no rate above 0 (the server answers the same).
 */
export function roundedHourlyWage(text: string): number | null {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.max(1, Math.round(value));
}

import { formMessageFormatter } from '../../lib/form-messages';
import { adminPricingMessages } from './pricing-messages';

/** Server messages of the pricing forms in the interface language (by id, else by their English text). */
export const usePricingFormMessage = formMessageFormatter(adminPricingMessages.en, ['admin.pricing.validation.']);

/** Spec section 5: numeric input is limited to 4 characters of digits, dot and minus. */
export function numericInput(text: string, maxLength = 4): string {
  return text.replace(/[^0-9.-]/g, '').slice(0, maxLength);
}

/** The same bounds as the server's (pair.rules, change-reason, credit-account), as catalog ids. */
export const PricingRules = {
  fee: (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100 ? 'admin.pricing.validation.fee' : undefined;
  },
  hourlyRate: (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || value <= 0 || value > 9999 ? 'admin.pricing.validation.rate' : undefined;
  },
  creditDollars: (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || Math.round(value * 100) <= 0 || value > 10_000 ? 'admin.pricing.validation.amount' : undefined;
  },
  reason: (text: string) => (text.trim() === '' ? 'admin.pricing.validation.reason' : text.trim().length > 200 ? 'admin.pricing.validation.reasonTooLong' : undefined),
};

/** A person's name as admins see it; a deleted user's is gone. */
export function shownName(person: { firstName: string; lastName: string } | null | undefined, deletedUser: string): string {
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return name || deletedUser;
}

/** Messages of finance's operations (field errors; the browser shows them as they are). */
export const FinanceMessages = {
  invalidMonth: 'The month is written YYYY-MM.',
  bothFees: 'A what-if replay needs both the client and the tutor fee.',
} as const;

/** Messages of finance's operations (field errors; the browser shows them as they are). */
export const FinanceMessages = {
  invalidMonth: 'The month is written YYYY-MM.',
  bothFees: 'A what-if replay needs both the client and the tutor fee.',
  noPayout: 'This session has no payout to refund.',
  noPayoutOrClient: 'This session has no payout to refund; for a session with several clients, name the client.',
} as const;

/** Where a tutor chooses how they are paid (account settings). */
export const TUTOR_PAYOUTS_PATH = '/account-settings/tutor-payouts';

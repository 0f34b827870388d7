/** Spec section 9: a $20 credit per client referred. */
export const REFERRAL_CREDIT_USD = 20;

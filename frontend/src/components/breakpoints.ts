/** Spec section 9: mobile breakpoint 755px (the mobile layout applies below 756px). */
export const MOBILE_MEDIA_QUERY = '(max-width: 755px)';

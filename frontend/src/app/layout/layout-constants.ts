/** Spec section 9: submenu hide delay. */
export const SUBMENU_HIDE_DELAY_MS = 750;
/** Spec section 9: client referral credit per client referred, in US dollars. */
export const CLIENT_REFERRAL_CREDIT_USD = 20;
/** Spec section 9: tutor pay advertised as this many dollars or more per hour. */
export const TUTOR_PAY_FROM_USD = 25;
/** Badges show at most this number, then "99+". */
export const BADGE_MAX = 99;

/** The id of the mobile menu's drawer list, which its menu button names in aria-controls. */
export const DRAWER_MENU_ID = 'app-drawer-menu';

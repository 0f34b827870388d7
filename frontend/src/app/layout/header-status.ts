/**
 * Counts and profile facts the header shows that come from features not built yet. `null` counts
 * show no badge and `undefined` facts raise no '!' — never a made-up number.
 */
export interface HeaderStatus {
  /** Unread conversations, for the Inbox badge. */
  unreadMessages: number | null;
  /** New tutoring opportunities, for the Find Clients badge. */
  findClients: number | null;
  /** Unseen notifications, for the Notifications badge. */
  notifications: number | null;
  /** Whether a tutor has finished onboarding. */
  isOnboarded?: boolean;
  /** Whether a client has a credit card on file. */
  hasCreditCard?: boolean;
}

export const UNKNOWN_HEADER_STATUS: HeaderStatus = { unreadMessages: null, findClients: null, notifications: null };

/** The header's status; each part turns from unknown to real when its feature reports it. */
export function useHeaderStatus(): HeaderStatus {
  return UNKNOWN_HEADER_STATUS;
}

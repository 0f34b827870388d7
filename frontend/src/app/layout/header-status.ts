import { useNotifications } from '../../features/notifications/hooks/useNotifications';
import { useUnreadMessageCount } from '../../features/inbox/hooks/useUnreadMessageCount';
import { usePendingTutorRequestCount } from '../../features/requests/graphql/get-pending-tutor-request-count';
import { useSession } from '../../lib/session/SessionProvider';
import { useCreditCardDataQuery } from '../../components/payments/graphql/get-credit-card-data';
import { useTutorIsOnboarded } from '../../features/tutor-onboarding/graphql/get-tutor-onboarding-status';

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

/**
 * The header's status for a signed-in user (spec section 6: nothing is fetched for a visitor): the
 * Inbox badge, a tutor's Find Clients badge and the unread notifications, each kept live, and
 * whether a client has a card on file or a tutor is onboarded (the '!' profile badge).
 */
export function useHeaderStatus(): HeaderStatus {
  const { user, mode, isTutor } = useSession();
  const signedIn = user !== null;
  const unreadMessages = useUnreadMessageCount(signedIn);
  const findClients = usePendingTutorRequestCount(signedIn && mode === 'tutor');
  const { unreadCount } = useNotifications(signedIn);
  // A client without a card gets the '!' (spec section 2); unknown until the cards are fetched.
  const cards = useCreditCardDataQuery(!signedIn || mode !== 'client').data?.getCreditCardData;
  const hasCreditCard = cards ? cards.length > 0 : undefined;
  // A tutor not onboarded gets the '!' until an admin onboards them (spec section 2).
  const isOnboarded = useTutorIsOnboarded(!signedIn || !isTutor);
  return { ...UNKNOWN_HEADER_STATUS, unreadMessages, findClients, notifications: unreadCount, hasCreditCard, isOnboarded };
}

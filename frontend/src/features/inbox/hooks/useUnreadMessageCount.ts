import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { GET_UNREAD_MESSAGE_COUNT } from '../graphql/get-unread-message-count';
import { INBOX_BADGE } from '../graphql/inbox-badge';

/** The Inbox badge for a signed-in user: fetched once, then kept current by inboxBadge pushes. */
export function useUnreadMessageCount(signedIn: boolean): number | null {
  const { data, subscribeToMore } = useQuery(GET_UNREAD_MESSAGE_COUNT, { skip: !signedIn, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeToMore({
      document: INBOX_BADGE,
      updateQuery: (current, { subscriptionData }) =>
        typeof subscriptionData.data?.inboxBadge === 'number' ? { getUnreadMessageCount: subscriptionData.data.inboxBadge } : current,
    });
  }, [signedIn, subscribeToMore]);
  return signedIn ? (data?.getUnreadMessageCount ?? null) : null;
}

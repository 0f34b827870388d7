import { useApolloClient, useSubscription } from '@apollo/client';
import { MESSAGE_ADDED } from '../graphql/message-added';

/** A new message in any of the viewer's conversations refreshes the lists shown (latest activity first, unread counts). */
export function useInboxLiveUpdates(): void {
  const client = useApolloClient();
  useSubscription(MESSAGE_ADDED, {
    variables: { conversationId: null },
    onData: () => void client.refetchQueries({ include: ['getPaginatedConversationList'] }),
  });
}

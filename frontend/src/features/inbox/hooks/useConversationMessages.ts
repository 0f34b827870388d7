import { useApolloClient, useQuery, useSubscription } from '@apollo/client';
import { useCallback, useMemo, useState } from 'react';
import { Message } from '../graphql/conversation-fields';
import { GET_MESSAGES_FOR_CONVERSATION, MESSAGE_PAGE_LIMIT } from '../graphql/get-messages-for-conversation';
import { MESSAGE_ADDED } from '../graphql/message-added';
import { MESSAGES_READ } from '../graphql/messages-read';

export interface ConversationMessages {
  messages: Message[];
  loading: boolean;
  error: unknown;
  hasMoreMessages: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** Adds a message this browser sent (the push of it is then ignored). */
  addSent: (message: Message) => void;
  /** The viewer's messages the other participant has read, by id. */
  readByOther: (message: Message) => boolean;
}

function byIdOnce(messages: Message[]): Message[] {
  const seen = new Set<string>();
  return messages.filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)));
}

/**
 * A conversation's messages, oldest first: the newest 20, older pages on demand (hasMoreMessages),
 * and messages pushed by messageAdded while it is open; messagesRead turns on read receipts.
 */
export function useConversationMessages(conversationId: string, viewerId: string, onOtherMessage: () => void): ConversationMessages {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(GET_MESSAGES_FOR_CONVERSATION, {
    variables: { conversationId, limit: MESSAGE_PAGE_LIMIT, before: null },
    fetchPolicy: 'network-only',
  });
  const [older, setOlder] = useState<{ messages: Message[]; hasMore: boolean } | null>(null);
  const [newer, setNewer] = useState<Message[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [readUpTo, setReadUpTo] = useState<string | null>(null);

  useSubscription(MESSAGE_ADDED, {
    variables: { conversationId },
    onData: ({ data: pushed }) => {
      const message = pushed.data?.messageAdded;
      if (!message || message.conversationId !== conversationId) return;
      setNewer((current) => [...current, message]);
      if (message.fromUser.id !== viewerId) onOtherMessage();
    },
  });
  useSubscription(MESSAGES_READ, {
    variables: { conversationId },
    onData: ({ data: pushed }) => {
      const read = pushed.data?.messagesRead;
      if (read && read.readerId !== viewerId) setReadUpTo(read.upToMessageId);
    },
  });

  const first = data?.getMessagesForConversation;
  const messages = useMemo(() => byIdOnce([...(older?.messages ?? []), ...(first?.messages ?? []), ...newer]), [older, first, newer]);
  const hasMoreMessages = older ? older.hasMore : (first?.hasMoreMessages ?? false);

  const loadOlder = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const { data: page } = await client.query({
        query: GET_MESSAGES_FOR_CONVERSATION,
        variables: { conversationId, limit: MESSAGE_PAGE_LIMIT, before: oldest.id },
        fetchPolicy: 'network-only',
      });
      setOlder((current) => ({ messages: [...page.getMessagesForConversation.messages, ...(current?.messages ?? [])], hasMore: page.getMessagesForConversation.hasMoreMessages }));
    } finally {
      setLoadingOlder(false);
    }
  }, [client, conversationId, messages]);

  const addSent = useCallback((message: Message) => setNewer((current) => [...current, message]), []);

  const readIndex = readUpTo ? messages.findIndex((message) => message.id === readUpTo) : -1;
  const readByOther = (message: Message) => message.isRead || (readIndex >= 0 && messages.indexOf(message) <= readIndex);

  return { messages, loading, error, hasMoreMessages, loadingOlder, loadOlder, addSent, readByOther };
}

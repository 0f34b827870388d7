import { gql, useQuery } from '@apollo/client';
import { Conversation, CONVERSATION_FIELDS } from './conversation-fields';

export const GET_CONVERSATION_BY_ID = gql`
  query getConversationByID($conversationId: ID!) {
    getConversationByID(conversationId: $conversationId) {
      ${CONVERSATION_FIELDS}
    }
  }
`;

export function useConversationQuery(conversationId: string) {
  return useQuery<{ getConversationByID: Conversation }, { conversationId: string }>(GET_CONVERSATION_BY_ID, {
    variables: { conversationId },
    fetchPolicy: 'cache-and-network',
  });
}

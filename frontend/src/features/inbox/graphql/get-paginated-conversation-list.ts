import { gql, useQuery } from '@apollo/client';
import { Conversation, CONVERSATION_FIELDS } from './conversation-fields';

export interface ConversationListVariables {
  pageNumber: number;
  isActiveContext: boolean;
  isTutorContext: boolean;
}

export interface ConversationListData {
  getPaginatedConversationList: { conversations: Conversation[]; exhaustedConversations: boolean };
}

/** Spec section 7: pages of 10, active or archived, as tutor or as client. */
export const GET_PAGINATED_CONVERSATION_LIST = gql`
  query getPaginatedConversationList($pageNumber: Int!, $isActiveContext: Boolean!, $isTutorContext: Boolean!) {
    getPaginatedConversationList(pageNumber: $pageNumber, isActiveContext: $isActiveContext, isTutorContext: $isTutorContext) {
      conversations {
        ${CONVERSATION_FIELDS}
      }
      exhaustedConversations
    }
  }
`;

export function useConversationListQuery(variables: ConversationListVariables) {
  return useQuery<ConversationListData, ConversationListVariables>(GET_PAGINATED_CONVERSATION_LIST, { variables, fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPaginatedConversationListQuery, GetPaginatedConversationListQueryVariables } from '../../../lib/graphql/generated';
import { CONVERSATION_FIELDS } from './conversation-fields';

/** Spec section 7: pages of 10, active or archived, as tutor or as client. */
export const GET_PAGINATED_CONVERSATION_LIST: TypedDocumentNode<GetPaginatedConversationListQuery, GetPaginatedConversationListQueryVariables> = gql`
  query getPaginatedConversationList($pageNumber: Int!, $isActiveContext: Boolean!, $isTutorContext: Boolean!) {
    getPaginatedConversationList(pageNumber: $pageNumber, isActiveContext: $isActiveContext, isTutorContext: $isTutorContext) {
      conversations {
        ${CONVERSATION_FIELDS}
      }
      exhaustedConversations
    }
  }
`;

export function useConversationListQuery(variables: GetPaginatedConversationListQueryVariables) {
  return useQuery(GET_PAGINATED_CONVERSATION_LIST, { variables, fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetConversationByIdQuery, GetConversationByIdQueryVariables } from '../../../lib/graphql/generated';
import { CONVERSATION_FIELDS } from './conversation-fields';

export const GET_CONVERSATION_BY_ID: TypedDocumentNode<GetConversationByIdQuery, GetConversationByIdQueryVariables> = gql`
  query getConversationByID($conversationId: ID!) {
    getConversationByID(conversationId: $conversationId) {
      ${CONVERSATION_FIELDS}
    }
  }
`;

export function useConversationQuery(conversationId: string) {
  return useQuery(GET_CONVERSATION_BY_ID, {
    variables: { conversationId },
    fetchPolicy: 'cache-and-network',
  });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPendingTutorRequestConversationsQuery, GetPendingTutorRequestConversationsQueryVariables } from '../../../lib/graphql/generated';

/** Find Clients: the requests waiting for the tutor's answer, each in its conversation. */
export const GET_PENDING_TUTOR_REQUEST_CONVERSATIONS: TypedDocumentNode<GetPendingTutorRequestConversationsQuery, GetPendingTutorRequestConversationsQueryVariables> = gql`
  query getPendingTutorRequestConversations {
    getPendingTutorRequestConversations {
      id
      tutoringRequest {
        id
        subject
        gradeLevel
        sessionType
        city
        state
        createdAt
        from {
          id
          firstName
        }
      }
    }
  }
`;

export function usePendingTutorRequestConversations() {
  return useQuery(GET_PENDING_TUTOR_REQUEST_CONVERSATIONS, { fetchPolicy: 'cache-and-network' });
}

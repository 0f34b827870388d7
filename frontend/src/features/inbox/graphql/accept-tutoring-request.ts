import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { AcceptTutoringRequestMutation, AcceptTutoringRequestMutationVariables } from '../../../lib/graphql/generated';

/** The tutor accepts: a pair is created. */
export const ACCEPT_TUTORING_REQUEST: TypedDocumentNode<AcceptTutoringRequestMutation, AcceptTutoringRequestMutationVariables> = gql`
  mutation acceptTutoringRequest($requestId: ID!) {
    acceptTutoringRequest(requestId: $requestId) {
      id
      isActive
    }
  }
`;

export function useAcceptTutoringRequestMutation() {
  return useMutation(ACCEPT_TUTORING_REQUEST, {
    refetchQueries: ['getConversationByID', 'getPendingTutorRequestCount'],
  });
}

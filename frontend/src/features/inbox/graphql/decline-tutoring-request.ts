import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { DeclineTutoringRequestMutation, DeclineTutoringRequestMutationVariables } from '../../../lib/graphql/generated';

/** The tutor declines with a message to the client. */
export const DECLINE_TUTORING_REQUEST: TypedDocumentNode<DeclineTutoringRequestMutation, DeclineTutoringRequestMutationVariables> = gql`
  mutation declineTutoringRequest($requestId: ID!, $message: String!) {
    declineTutoringRequest(requestId: $requestId, message: $message) {
      id
      status
    }
  }
`;

export function useDeclineTutoringRequestMutation() {
  return useMutation(DECLINE_TUTORING_REQUEST, {
    refetchQueries: ['getConversationByID', 'getPendingTutorRequestCount'],
  });
}

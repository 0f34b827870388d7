import { gql, useMutation } from '@apollo/client';

/** The tutor accepts: a pair is created. */
export const ACCEPT_TUTORING_REQUEST = gql`
  mutation acceptTutoringRequest($requestId: ID!) {
    acceptTutoringRequest(requestId: $requestId) {
      id
      isActive
    }
  }
`;

export function useAcceptTutoringRequestMutation() {
  return useMutation<{ acceptTutoringRequest: { id: string; isActive: boolean } }, { requestId: string }>(ACCEPT_TUTORING_REQUEST, {
    refetchQueries: ['getConversationByID', 'getPendingTutorRequestCount'],
  });
}

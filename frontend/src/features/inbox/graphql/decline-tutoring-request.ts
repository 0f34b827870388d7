import { gql, useMutation } from '@apollo/client';

/** The tutor declines with a message to the client. */
export const DECLINE_TUTORING_REQUEST = gql`
  mutation declineTutoringRequest($requestId: ID!, $message: String!) {
    declineTutoringRequest(requestId: $requestId, message: $message) {
      id
      status
    }
  }
`;

export function useDeclineTutoringRequestMutation() {
  return useMutation<{ declineTutoringRequest: { id: string; status: string } }, { requestId: string; message: string }>(DECLINE_TUTORING_REQUEST, {
    refetchQueries: ['getConversationByID', 'getPendingTutorRequestCount'],
  });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { RejectClassAddRequestMutation, RejectClassAddRequestMutationVariables } from '../../../lib/graphql/generated';

export const REJECT_CLASS_ADD_REQUEST: TypedDocumentNode<RejectClassAddRequestMutation, RejectClassAddRequestMutationVariables> = gql`
  mutation rejectClassAddRequest($requestId: ID!) {
    rejectClassAddRequest(requestId: $requestId) {
      id
      status
    }
  }
`;

export function useRejectClassAddRequestMutation() {
  return useMutation(REJECT_CLASS_ADD_REQUEST);
}

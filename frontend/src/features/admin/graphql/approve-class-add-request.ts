import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ApproveClassAddRequestMutation, ApproveClassAddRequestMutationVariables } from '../../../lib/graphql/generated';

/** Adds a requested course to the catalog under the subject the admin chose. */
export const APPROVE_CLASS_ADD_REQUEST: TypedDocumentNode<ApproveClassAddRequestMutation, ApproveClassAddRequestMutationVariables> = gql`
  mutation approveClassAddRequest($requestId: ID!, $subject: String, $courseName: String) {
    approveClassAddRequest(requestId: $requestId, subject: $subject, courseName: $courseName) {
      id
      status
    }
  }
`;

export function useApproveClassAddRequestMutation() {
  return useMutation(APPROVE_CLASS_ADD_REQUEST);
}

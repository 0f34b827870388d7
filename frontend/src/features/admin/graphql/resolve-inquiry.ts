import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ResolveInquiryMutation, ResolveInquiryMutationVariables } from '../../../lib/graphql/generated';

export const RESOLVE_INQUIRY: TypedDocumentNode<ResolveInquiryMutation, ResolveInquiryMutationVariables> = gql`
  mutation resolveInquiry($inquiryId: ID!) {
    resolveInquiry(inquiryId: $inquiryId) {
      id
      resolvedAt
    }
  }
`;

export function useResolveInquiryMutation() {
  return useMutation(RESOLVE_INQUIRY);
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { GeneralInquiryMutation, GeneralInquiryMutationVariables } from '../../../lib/graphql/generated';

export const GENERAL_INQUIRY: TypedDocumentNode<GeneralInquiryMutation, GeneralInquiryMutationVariables> = gql`
  mutation generalInquiry($input: GeneralInquiryInput!, $idempotencyKey: String!) {
    generalInquiry(input: $input, idempotencyKey: $idempotencyKey)
  }
`;

export function useGeneralInquiryMutation() {
  return useMutation(GENERAL_INQUIRY);
}

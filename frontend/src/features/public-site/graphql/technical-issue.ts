import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { TechnicalIssueMutation, TechnicalIssueMutationVariables } from '../../../lib/graphql/generated';

export const TECHNICAL_ISSUE: TypedDocumentNode<TechnicalIssueMutation, TechnicalIssueMutationVariables> = gql`
  mutation technicalIssue($input: TechnicalIssueInput!, $idempotencyKey: String!) {
    technicalIssue(input: $input, idempotencyKey: $idempotencyKey)
  }
`;

export function useTechnicalIssueMutation() {
  return useMutation(TECHNICAL_ISSUE);
}

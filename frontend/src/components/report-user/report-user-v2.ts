import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ReportUserV2Mutation, ReportUserV2MutationVariables } from '../../lib/graphql/generated';

/** A user reports another to the admins; once per idempotency key. */
export const REPORT_USER_V2: TypedDocumentNode<ReportUserV2Mutation, ReportUserV2MutationVariables> = gql`
  mutation reportUserV2($input: ReportUserInput!, $idempotencyKey: String!) {
    reportUserV2(input: $input, idempotencyKey: $idempotencyKey)
  }
`;

export function useReportUserV2Mutation() {
  return useMutation(REPORT_USER_V2);
}

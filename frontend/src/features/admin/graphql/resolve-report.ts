import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { ResolveReportMutation, ResolveReportMutationVariables } from '../../../lib/graphql/generated';
import { GET_ADMIN_REPORTS } from './get-admin-reports';

export const RESOLVE_REPORT: TypedDocumentNode<ResolveReportMutation, ResolveReportMutationVariables> = gql`
  mutation resolveReport($reportId: ID!, $note: String!) {
    resolveReport(reportId: $reportId, note: $note)
  }
`;

/** Resolving answers a boolean: the queue is fetched again to drop the report. */
export function useResolveReportMutation() {
  return useMutation(RESOLVE_REPORT, { refetchQueries: [GET_ADMIN_REPORTS], awaitRefetchQueries: true });
}

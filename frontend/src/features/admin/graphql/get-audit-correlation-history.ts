import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAuditCorrelationHistoryQuery, GetAuditCorrelationHistoryQueryVariables } from '../../../lib/graphql/generated';
import { AUDIT_HISTORY_PAGE_FIELDS } from './audit-event-fields';

/** One page of the events of one correlation across all streams (getAuditCorrelationHistory). */
export const GET_AUDIT_CORRELATION_HISTORY: TypedDocumentNode<GetAuditCorrelationHistoryQuery, GetAuditCorrelationHistoryQueryVariables> = gql`
  query getAuditCorrelationHistory($correlationId: String!, $offset: Int, $limit: Int) {
    getAuditCorrelationHistory(correlationId: $correlationId, offset: $offset, limit: $limit) {
      ${AUDIT_HISTORY_PAGE_FIELDS}
    }
  }
`;

export function useAuditCorrelationHistoryQuery(variables: { correlationId: string; offset: number; limit: number }, skip: boolean) {
  return useQuery(GET_AUDIT_CORRELATION_HISTORY, { variables, skip, fetchPolicy: 'network-only' });
}

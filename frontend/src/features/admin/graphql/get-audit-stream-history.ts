import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AuditStreamKind, GetAuditStreamHistoryQuery, GetAuditStreamHistoryQueryVariables } from '../../../lib/graphql/generated';
import { AUDIT_HISTORY_PAGE_FIELDS } from './audit-event-fields';

/** One page of a thing's whole history (getAuditStreamHistory). */
export const GET_AUDIT_STREAM_HISTORY: TypedDocumentNode<GetAuditStreamHistoryQuery, GetAuditStreamHistoryQueryVariables> = gql`
  query getAuditStreamHistory($kind: AuditStreamKind!, $id: ID!, $offset: Int, $limit: Int) {
    getAuditStreamHistory(kind: $kind, id: $id, offset: $offset, limit: $limit) {
      ${AUDIT_HISTORY_PAGE_FIELDS}
    }
  }
`;

export type AuditHistoryPage = GetAuditStreamHistoryQuery['getAuditStreamHistory'];
export type AuditEvent = AuditHistoryPage['events'][number];

export function useAuditStreamHistoryQuery(variables: { kind: AuditStreamKind; id: string; offset: number; limit: number }, skip: boolean) {
  return useQuery(GET_AUDIT_STREAM_HISTORY, { variables, skip, fetchPolicy: 'network-only' });
}

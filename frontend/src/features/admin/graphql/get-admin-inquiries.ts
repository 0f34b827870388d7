import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AdminInquiriesQuery, AdminInquiriesQueryVariables } from '../../../lib/graphql/generated';

export const GET_ADMIN_INQUIRIES: TypedDocumentNode<AdminInquiriesQuery, AdminInquiriesQueryVariables> = gql`
  query adminInquiries($includeResolved: Boolean, $pageNumber: Int) {
    getAdminInquiries(includeResolved: $includeResolved, pageNumber: $pageNumber) {
      total
      pageNumber
      exhausted
      inquiries {
        id
        kind
        name
        email
        subject
        message
        deviceBeingUsed
        submittedAt
        resolvedAt
      }
    }
  }
`;

export type AdminInquiry = AdminInquiriesQuery['getAdminInquiries']['inquiries'][number];

export function useAdminInquiriesQuery(includeResolved: boolean, pageNumber: number) {
  return useQuery(GET_ADMIN_INQUIRIES, { variables: { includeResolved, pageNumber }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

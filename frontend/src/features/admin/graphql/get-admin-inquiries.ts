import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AdminInquiriesQuery, AdminInquiriesQueryVariables } from '../../../lib/graphql/generated';

export const GET_ADMIN_INQUIRIES: TypedDocumentNode<AdminInquiriesQuery, AdminInquiriesQueryVariables> = gql`
  query adminInquiries($includeResolved: Boolean) {
    getAdminInquiries(includeResolved: $includeResolved) {
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
`;

export type AdminInquiry = AdminInquiriesQuery['getAdminInquiries'][number];

export function useAdminInquiriesQuery(includeResolved: boolean) {
  return useQuery(GET_ADMIN_INQUIRIES, { variables: { includeResolved }, fetchPolicy: 'cache-and-network' });
}

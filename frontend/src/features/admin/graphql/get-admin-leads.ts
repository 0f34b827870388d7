import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AdminLeadsQuery, AdminLeadsQueryVariables } from '../../../lib/graphql/generated';

export const GET_ADMIN_LEADS: TypedDocumentNode<AdminLeadsQuery, AdminLeadsQueryVariables> = gql`
  query adminLeads($status: LeadStatus, $pageNumber: Int) {
    getAdminLeads(status: $status, pageNumber: $pageNumber) {
      total
      pageNumber
      exhausted
      leads {
        id
        firstName
        lastName
        title
        company
        email
        phoneNumber
        state
        subject
        status
        submittedAt
        lastSubmittedAt
        submissions
        crm
        crmId
      }
    }
  }
`;

export type AdminLead = AdminLeadsQuery['getAdminLeads']['leads'][number];

/** The leads newest first, 10 a page. Admins only. */
export function useAdminLeadsQuery(pageNumber: number) {
  return useQuery(GET_ADMIN_LEADS, { variables: { pageNumber }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

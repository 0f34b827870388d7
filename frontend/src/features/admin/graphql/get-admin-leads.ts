import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AdminLeadsQuery, AdminLeadsQueryVariables } from '../../../lib/graphql/generated';

export const GET_ADMIN_LEADS: TypedDocumentNode<AdminLeadsQuery, AdminLeadsQueryVariables> = gql`
  query adminLeads($status: LeadStatus) {
    getAdminLeads(status: $status) {
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
`;

export type AdminLead = AdminLeadsQuery['getAdminLeads'][number];

export function useAdminLeadsQuery() {
  return useQuery(GET_ADMIN_LEADS, { fetchPolicy: 'cache-and-network' });
}

import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type { SetLeadStatusMutation, SetLeadStatusMutationVariables } from '../../../lib/graphql/generated';

export const SET_LEAD_STATUS: TypedDocumentNode<SetLeadStatusMutation, SetLeadStatusMutationVariables> = gql`
  mutation setLeadStatus($leadId: ID!, $status: LeadStatus!) {
    setLeadStatus(leadId: $leadId, status: $status) {
      id
      status
    }
  }
`;

export function useSetLeadStatusMutation() {
  return useMutation(SET_LEAD_STATUS);
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetSentInvitationsQuery, GetSentInvitationsQueryVariables } from '../../../lib/graphql/generated';
import { INVITATION_FIELDS } from './invitation-fields';

/** A tutor's own invitations, or every one for an admin, newest first. */
export const GET_SENT_INVITATIONS: TypedDocumentNode<GetSentInvitationsQuery, GetSentInvitationsQueryVariables> = gql`
  query getSentInvitations {
    getSentInvitations {
      ${INVITATION_FIELDS}
    }
  }
`;

export function useSentInvitationsQuery() {
  return useQuery(GET_SENT_INVITATIONS, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
}

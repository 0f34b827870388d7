import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetInvitedUserByTokenQuery, GetInvitedUserByTokenQueryVariables } from '../../../lib/graphql/generated';

/** Who an invite link is for; null when the link was used, replaced, expired or mistyped. */
export const GET_INVITED_USER_BY_TOKEN: TypedDocumentNode<GetInvitedUserByTokenQuery, GetInvitedUserByTokenQueryVariables> = gql`
  query getInvitedUserByToken($token: String!) {
    getInvitedUserByToken(token: $token) {
      email
      firstName
      lastName
      clientProfileType
      invitedByFirstName
    }
  }
`;

export function useInvitedUserByTokenQuery(token: string) {
  return useQuery(GET_INVITED_USER_BY_TOKEN, { variables: { token }, fetchPolicy: 'network-only' });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminUserQuery, GetAdminUserQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_FIELDS } from './admin-user-fields';

/** A user's page: profile, roles, latest sessions and payments, cards, payout method and credits. */
export const GET_ADMIN_USER: TypedDocumentNode<GetAdminUserQuery, GetAdminUserQueryVariables> = gql`
  query getAdminUser($userId: ID!) {
    getAdminUser(userId: $userId) {
      user {
        ${ADMIN_USER_FIELDS}
      }
      sessions {
        sessionId
        startTime
        endTime
        status
        subject
        role
      }
      payments {
        sessionId
        role
        status
        month
        clientTotalCents
        creditsAppliedCents
        cardChargeCents
        tutorPayoutCents
        startedAt
      }
      cards {
        brand
        last4
        isDefault
      }
      primaryPayoutMethod
      creditEarnedCents
      creditBalanceCents
    }
  }
`;

export type AdminUserDetail = GetAdminUserQuery['getAdminUser'];

export function useAdminUserQuery(userId: string) {
  return useQuery(GET_ADMIN_USER, { variables: { userId }, fetchPolicy: 'cache-and-network' });
}

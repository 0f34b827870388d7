import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAdminUserRatesQuery, GetAdminUserRatesQueryVariables } from '../../../lib/graphql/generated';
import { ADMIN_USER_RATES_FIELDS } from './admin-pair-fields';

export type AdminUserRates = GetAdminUserRatesQuery['getAdminUserRates'];

/** A user's default pair rates, tutor rate and account credit, by id or e-mail. Admins only. */
export const GET_ADMIN_USER_RATES: TypedDocumentNode<GetAdminUserRatesQuery, GetAdminUserRatesQueryVariables> = gql`
  query getAdminUserRates($user: String!) {
    getAdminUserRates(user: $user) {
      ${ADMIN_USER_RATES_FIELDS}
    }
  }
`;

export function useAdminUserRatesQuery(user: string) {
  return useQuery(GET_ADMIN_USER_RATES, { variables: { user }, skip: user === '', fetchPolicy: 'network-only' });
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetCorporateReferralQuery, GetCorporateReferralQueryVariables } from '../../../lib/graphql/generated';

/** The organisation of a corporate referral code; null for a code no organisation has. */
export const GET_CORPORATE_REFERRAL: TypedDocumentNode<GetCorporateReferralQuery, GetCorporateReferralQueryVariables> = gql`
  query getCorporateReferral($code: String!) {
    getCorporateReferral(code: $code) {
      code
      organisationName
    }
  }
`;

export function useCorporateReferralQuery(code: string) {
  return useQuery(GET_CORPORATE_REFERRAL, { variables: { code }, fetchPolicy: 'cache-first' });
}

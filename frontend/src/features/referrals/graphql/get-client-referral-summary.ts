import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetClientReferralSummaryQuery, GetClientReferralSummaryQueryVariables } from '../../../lib/graphql/generated';

export type ReferralSummary = GetClientReferralSummaryQuery['getClientReferralSummary']['referrals'][number];

/** The viewer's /c/{code} link, who signed up with it and the credit it earned. */
export const GET_CLIENT_REFERRAL_SUMMARY: TypedDocumentNode<GetClientReferralSummaryQuery, GetClientReferralSummaryQueryVariables> = gql`
  query getClientReferralSummary {
    getClientReferralSummary {
      code
      link
      creditsEarnedCents
      creditBalanceCents
      referrals {
        id
        status
        referee {
          id
          firstName
          lastName
        }
      }
    }
  }
`;

export function useClientReferralSummaryQuery() {
  return useQuery(GET_CLIENT_REFERRAL_SUMMARY, { fetchPolicy: 'cache-and-network' });
}

import { gql, useQuery } from '@apollo/client';

export interface ReferralSummary {
  id: string;
  status: string;
  referee: { id: string; firstName: string; lastName: string };
}

export interface ClientReferralSummaryData {
  getClientReferralSummary: {
    code: string;
    link: string;
    creditsEarnedCents: number;
    creditBalanceCents: number;
    referrals: ReferralSummary[];
  };
}

/** The viewer's /c/{code} link, who signed up with it and the credit it earned. */
export const GET_CLIENT_REFERRAL_SUMMARY = gql`
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
  return useQuery<ClientReferralSummaryData>(GET_CLIENT_REFERRAL_SUMMARY, { fetchPolicy: 'cache-and-network' });
}

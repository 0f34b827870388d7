import { gql, useQuery } from '@apollo/client';

export interface ReferralInvite {
  code: string;
  referrerFirstName: string;
}

export interface ReferralInviteData {
  getReferralInvite: ReferralInvite | null;
}

/** Who invited a visitor of a referral link: the code and the referrer's first name; null for an unknown code. */
export const GET_REFERRAL_INVITE = gql`
  query getReferralInvite($code: String!) {
    getReferralInvite(code: $code) {
      code
      referrerFirstName
    }
  }
`;

export function useReferralInviteQuery(code: string, options: { skip?: boolean } = {}) {
  return useQuery<ReferralInviteData, { code: string }>(GET_REFERRAL_INVITE, { variables: { code }, skip: options.skip });
}

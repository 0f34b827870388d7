import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetReferralInviteQuery, GetReferralInviteQueryVariables } from '../../../lib/graphql/generated';

export type ReferralInvite = NonNullable<GetReferralInviteQuery['getReferralInvite']>;

/** Who invited a visitor of a referral link: the code and the referrer's first name; null for an unknown code. */
export const GET_REFERRAL_INVITE: TypedDocumentNode<GetReferralInviteQuery, GetReferralInviteQueryVariables> = gql`
  query getReferralInvite($code: String!) {
    getReferralInvite(code: $code) {
      code
      referrerFirstName
    }
  }
`;

export function useReferralInviteQuery(code: string, options: { skip?: boolean } = {}) {
  return useQuery(GET_REFERRAL_INVITE, { variables: { code }, skip: options.skip });
}

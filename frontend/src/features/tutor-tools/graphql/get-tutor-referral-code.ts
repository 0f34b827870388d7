import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorReferralCodeQuery, GetTutorReferralCodeQueryVariables } from '../../../lib/graphql/generated';

/** The tutor's referral code, for the /trc and /trt links. */
export const GET_TUTOR_REFERRAL_CODE: TypedDocumentNode<GetTutorReferralCodeQuery, GetTutorReferralCodeQueryVariables> = gql`
  query getTutorReferralCode {
    getClientReferralSummary {
      code
    }
  }
`;

export function useTutorReferralCode(): string | null {
  const { data } = useQuery(GET_TUTOR_REFERRAL_CODE);
  return data?.getClientReferralSummary.code ?? null;
}

import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetPayoutMethodWarningQuery, GetPayoutMethodWarningQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_SESSION_BRIEF_FIELDS } from './tutor-session-brief-fields';

/** For a tutor without a payout method: their soonest session not yet processed (null otherwise). */
export const GET_PAYOUT_METHOD_WARNING: TypedDocumentNode<GetPayoutMethodWarningQuery, GetPayoutMethodWarningQueryVariables> = gql`
  query getPayoutMethodWarning {
    getPayoutMethodWarning {
      ${TUTOR_SESSION_BRIEF_FIELDS}
    }
  }
`;

export function usePayoutMethodWarningQuery(skip: boolean) {
  return useQuery(GET_PAYOUT_METHOD_WARNING, { skip, fetchPolicy: 'cache-and-network' });
}

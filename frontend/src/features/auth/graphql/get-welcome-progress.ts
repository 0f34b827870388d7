import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetWelcomeProgressQuery, GetWelcomeProgressQueryVariables } from '../../../lib/graphql/generated';

/** What the welcome steps ask for that the account already has; cards only for a client. */
export const GET_WELCOME_PROGRESS: TypedDocumentNode<GetWelcomeProgressQuery, GetWelcomeProgressQueryVariables> = gql`
  query getWelcomeProgress($withCards: Boolean!) {
    getCurrentUserV2 {
      id
      email {
        address
        verified
      }
      profile {
        currentLocation {
          zip
          city
          state
        }
      }
    }
    getCreditCardData @include(if: $withCards) {
      id
      brand
      last4
    }
  }
`;

export function useWelcomeProgressQuery(withCards: boolean, skip = false) {
  return useQuery(GET_WELCOME_PROGRESS, { variables: { withCards }, skip, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
}

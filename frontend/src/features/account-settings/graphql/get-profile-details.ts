import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetProfileDetailsQuery, GetProfileDetailsQueryVariables } from '../../../lib/graphql/generated';
import { PROFILE_DETAILS_FIELDS } from './profile-details';

export const GET_PROFILE_DETAILS: TypedDocumentNode<GetProfileDetailsQuery, GetProfileDetailsQueryVariables> = gql`
  query getProfileDetails {
    getCurrentUserV2 {
      ${PROFILE_DETAILS_FIELDS}
    }
  }
`;

export function useProfileDetailsQuery() {
  return useQuery(GET_PROFILE_DETAILS, { fetchPolicy: 'network-only' });
}

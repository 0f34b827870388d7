import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetCurrentUserV2Query, GetCurrentUserV2QueryVariables } from '../graphql/generated';

export type CurrentUser = NonNullable<GetCurrentUserV2Query['getCurrentUserV2']>;

/** Every field of the signed-in user the app holds; mutations returning the user select the same. */
export const CURRENT_USER_SELECTION = `
  id
  email {
    address
    verified
  }
  createdAt
  profile {
    firstName
    lastName
    profileTypes
    clientProfileType
    languagePreference
    phoneNumber
    isPhoneNumberVerified
    timeZoneId
  }
`;

export const GET_CURRENT_USER: TypedDocumentNode<GetCurrentUserV2Query, GetCurrentUserV2QueryVariables> = gql`
  query getCurrentUserV2 {
    getCurrentUserV2 {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useCurrentUserQuery() {
  return useQuery(GET_CURRENT_USER, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
}

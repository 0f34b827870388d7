import { gql, useQuery } from '@apollo/client';

export interface CurrentUser {
  id: string;
  email: { address: string; verified: boolean };
  createdAt: string;
  profile: {
    firstName: string;
    lastName: string;
    profileTypes: Array<'TUTOR' | 'STUDENT_OR_PARENT' | 'ADMIN'>;
    clientProfileType: 'PARENT' | 'STUDENT' | 'OTHER' | null;
    languagePreference: string;
    phoneNumber: string | null;
    isPhoneNumberVerified: boolean;
  };
}

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
  }
`;

export const GET_CURRENT_USER = gql`
  query getCurrentUserV2 {
    getCurrentUserV2 {
      ${CURRENT_USER_SELECTION}
    }
  }
`;

export function useCurrentUserQuery() {
  return useQuery<{ getCurrentUserV2: CurrentUser | null }>(GET_CURRENT_USER, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
}

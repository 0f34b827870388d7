import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetProfilePageQuery, GetProfilePageQueryVariables } from '../../../lib/graphql/generated';
import { TUTOR_PROFILE_FIELDS } from '../../../components/tutor/tutor-profile-fields';

/** /u/{profileId}: NOT_FOUND unless the tutor is searchable, is the viewer, or the viewer is an admin. */
export const GET_PROFILE_PAGE: TypedDocumentNode<GetProfilePageQuery, GetProfilePageQueryVariables> = gql`
  query getProfilePage($profileId: String!) {
    getProfilePage(profileId: $profileId) {
      ${TUTOR_PROFILE_FIELDS}
    }
  }
`;

export function useProfilePageQuery(profileId: string) {
  return useQuery(GET_PROFILE_PAGE, { variables: { profileId } });
}

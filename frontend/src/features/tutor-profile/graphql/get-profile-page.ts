import { gql, useQuery } from '@apollo/client';
import { TUTOR_PROFILE_FIELDS, TutorProfile } from './tutor-profile-fields';

export interface GetProfilePageData {
  getProfilePage: TutorProfile | null;
}

/** /u/{profileId}: NOT_FOUND unless the tutor is searchable, is the viewer, or the viewer is an admin. */
export const GET_PROFILE_PAGE = gql`
  query getProfilePage($profileId: String!) {
    getProfilePage(profileId: $profileId) {
      ${TUTOR_PROFILE_FIELDS}
    }
  }
`;

export function useProfilePageQuery(profileId: string) {
  return useQuery<GetProfilePageData, { profileId: string }>(GET_PROFILE_PAGE, { variables: { profileId } });
}

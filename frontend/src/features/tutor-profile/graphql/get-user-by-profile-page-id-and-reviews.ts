import { gql, useQuery } from '@apollo/client';
import { REVIEW_FIELDS, Review, TUTOR_PROFILE_FIELDS, TutorProfile } from './tutor-profile-fields';

export interface TutorProfilePage {
  tutor: TutorProfile;
  /** Newest first, at most 5. */
  reviews: Review[];
  updatedAvgScore: number | null;
  reviewCount: number;
}

export interface GetUserByProfilePageIdAndReviewsData {
  getUserByProfilePageIdAndReviews: TutorProfilePage | null;
}

/** /tutor/{profilePageId}: the tutor with the newest reviews (same visibility rule as getProfilePage). */
export const GET_USER_BY_PROFILE_PAGE_ID_AND_REVIEWS = gql`
  query getUserByProfilePageIdAndReviews($profilePageId: String!) {
    getUserByProfilePageIdAndReviews(profilePageId: $profilePageId) {
      tutor {
        ${TUTOR_PROFILE_FIELDS}
      }
      reviews {
        ${REVIEW_FIELDS}
      }
      updatedAvgScore
      reviewCount
    }
  }
`;

export function useUserByProfilePageIdAndReviewsQuery(profilePageId: string) {
  return useQuery<GetUserByProfilePageIdAndReviewsData, { profilePageId: string }>(GET_USER_BY_PROFILE_PAGE_ID_AND_REVIEWS, { variables: { profilePageId } });
}

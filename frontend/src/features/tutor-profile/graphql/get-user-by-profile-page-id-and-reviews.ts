import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetUserByProfilePageIdAndReviewsQuery, GetUserByProfilePageIdAndReviewsQueryVariables } from '../../../lib/graphql/generated';
import { REVIEW_FIELDS, Review, TUTOR_PROFILE_FIELDS, TutorProfile } from './tutor-profile-fields';

export interface TutorProfilePage {
  tutor: TutorProfile;
  /** Newest first, at most 5. */
  reviews: Review[];
  updatedAvgScore: number | null;
  reviewCount: number;
}

/** /tutor/{profilePageId}: the tutor with the newest reviews (same visibility rule as getProfilePage). */
export const GET_USER_BY_PROFILE_PAGE_ID_AND_REVIEWS: TypedDocumentNode<GetUserByProfilePageIdAndReviewsQuery, GetUserByProfilePageIdAndReviewsQueryVariables> = gql`
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
  return useQuery(GET_USER_BY_PROFILE_PAGE_ID_AND_REVIEWS, { variables: { profilePageId } });
}

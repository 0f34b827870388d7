import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetUserByProfilePageIdAndReviewsQuery, GetUserByProfilePageIdAndReviewsQueryVariables } from '../../../lib/graphql/generated';
import { REVIEW_FIELDS, TUTOR_PROFILE_FIELDS } from '../../../components/tutor/tutor-profile-fields';

/** The tutor with the newest reviews (at most 5, newest first). */
export type TutorProfilePage = NonNullable<GetUserByProfilePageIdAndReviewsQuery['getUserByProfilePageIdAndReviews']>;

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

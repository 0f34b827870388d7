import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetTutorProfileReviewsQuery, GetTutorProfileReviewsQueryVariables } from '../../../lib/graphql/generated';
import { REVIEW_FIELDS } from '../../../components/tutor/tutor-profile-fields';

export const GET_ALL_REVIEWS_FOR_TUTOR: TypedDocumentNode<GetTutorProfileReviewsQuery, GetTutorProfileReviewsQueryVariables> = gql`
  query getTutorProfileReviews($tutorId: ID!) {
    getAllReviewsForTutorQuery(tutorId: $tutorId) {
      ${REVIEW_FIELDS}
    }
  }
`;

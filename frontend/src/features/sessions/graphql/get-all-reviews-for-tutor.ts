import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetAllReviewsForTutorQueryQuery, GetAllReviewsForTutorQueryQueryVariables } from '../../../lib/graphql/generated';
import { REVIEW_FIELDS } from './review-fields';

/** Every review of the tutor: the review dialog finds the viewer's own among them, to edit it. */
export const GET_ALL_REVIEWS_FOR_TUTOR: TypedDocumentNode<GetAllReviewsForTutorQueryQuery, GetAllReviewsForTutorQueryQueryVariables> = gql`
  query getAllReviewsForTutorQuery($tutorId: ID!) {
    getAllReviewsForTutorQuery(tutorId: $tutorId) {
      ${REVIEW_FIELDS}
    }
  }
`;

export function useAllReviewsForTutorQuery(tutorId: string) {
  return useQuery(GET_ALL_REVIEWS_FOR_TUTOR, { variables: { tutorId }, fetchPolicy: 'network-only' });
}

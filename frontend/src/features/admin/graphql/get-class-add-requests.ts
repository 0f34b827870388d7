import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetClassAddRequestsQuery, GetClassAddRequestsQueryVariables } from '../../../lib/graphql/generated';

export type ClassAddRequest = GetClassAddRequestsQuery['getClassAddRequests'][number];

/** The courses asked to be added to the catalog that no admin has reviewed yet, oldest first. */
export const GET_CLASS_ADD_REQUESTS: TypedDocumentNode<GetClassAddRequestsQuery, GetClassAddRequestsQueryVariables> = gql`
  query getClassAddRequests {
    getClassAddRequests(status: "PENDING") {
      id
      status
      courseName
      subject
      isHighSchoolCourse
      requestedAt
    }
  }
`;

export function useClassAddRequestsQuery() {
  return useQuery(GET_CLASS_ADD_REQUESTS, { fetchPolicy: 'cache-and-network' });
}

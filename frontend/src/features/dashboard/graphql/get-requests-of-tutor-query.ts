import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetRequestsOfTutorQueryQuery, GetRequestsOfTutorQueryQueryVariables } from '../../../lib/graphql/generated';
import { TUTORING_REQUEST_FIELDS } from './tutoring-request-fields';

/** Spec section 7: the requests sent to the viewer as a tutor, newest first; only those in `status` when given. */
export const GET_REQUESTS_OF_TUTOR_QUERY: TypedDocumentNode<GetRequestsOfTutorQueryQuery, GetRequestsOfTutorQueryQueryVariables> = gql`
  query getRequestsOfTutorQuery($status: TutoringRequestStatus) {
    getRequestsOfTutorQuery(status: $status) {
      ${TUTORING_REQUEST_FIELDS}
    }
  }
`;

export function useRequestsOfTutorQuery(variables: GetRequestsOfTutorQueryQueryVariables, skip: boolean) {
  return useQuery(GET_REQUESTS_OF_TUTOR_QUERY, { variables, skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

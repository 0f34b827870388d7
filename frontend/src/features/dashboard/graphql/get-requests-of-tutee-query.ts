import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { GetRequestsOfTuteeQueryQuery, GetRequestsOfTuteeQueryQueryVariables } from '../../../lib/graphql/generated';
import { TUTORING_REQUEST_FIELDS } from './tutoring-request-fields';

/** Spec section 7: the requests the viewer sent as a client, newest first; only those in `status` when given. */
export const GET_REQUESTS_OF_TUTEE_QUERY: TypedDocumentNode<GetRequestsOfTuteeQueryQuery, GetRequestsOfTuteeQueryQueryVariables> = gql`
  query getRequestsOfTuteeQuery($status: TutoringRequestStatus) {
    getRequestsOfTuteeQuery(status: $status) {
      ${TUTORING_REQUEST_FIELDS}
    }
  }
`;

export function useRequestsOfTuteeQuery(variables: GetRequestsOfTuteeQueryQueryVariables, skip: boolean) {
  return useQuery(GET_REQUESTS_OF_TUTEE_QUERY, { variables, skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

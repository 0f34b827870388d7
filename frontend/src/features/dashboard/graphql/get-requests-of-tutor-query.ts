import { gql, useQuery } from '@apollo/client';
import { DashboardTutoringRequest, RequestsVariables, TUTORING_REQUEST_FIELDS } from './tutoring-request-fields';

export interface RequestsOfTutorData {
  getRequestsOfTutorQuery: DashboardTutoringRequest[];
}

/** Spec section 7: the requests sent to the viewer as a tutor, newest first; only those in `status` when given. */
export const GET_REQUESTS_OF_TUTOR_QUERY = gql`
  query getRequestsOfTutorQuery($status: TutoringRequestStatus) {
    getRequestsOfTutorQuery(status: $status) {
      ${TUTORING_REQUEST_FIELDS}
    }
  }
`;

export function useRequestsOfTutorQuery(variables: RequestsVariables, skip: boolean) {
  return useQuery<RequestsOfTutorData, RequestsVariables>(GET_REQUESTS_OF_TUTOR_QUERY, { variables, skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

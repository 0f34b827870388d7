import { gql, useQuery } from '@apollo/client';
import { DashboardTutoringRequest, RequestsVariables, TUTORING_REQUEST_FIELDS } from './tutoring-request-fields';

export interface RequestsOfTuteeData {
  getRequestsOfTuteeQuery: DashboardTutoringRequest[];
}

/** Spec section 7: the requests the viewer sent as a client, newest first; only those in `status` when given. */
export const GET_REQUESTS_OF_TUTEE_QUERY = gql`
  query getRequestsOfTuteeQuery($status: TutoringRequestStatus) {
    getRequestsOfTuteeQuery(status: $status) {
      ${TUTORING_REQUEST_FIELDS}
    }
  }
`;

export function useRequestsOfTuteeQuery(variables: RequestsVariables, skip: boolean) {
  return useQuery<RequestsOfTuteeData, RequestsVariables>(GET_REQUESTS_OF_TUTEE_QUERY, { variables, skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
}

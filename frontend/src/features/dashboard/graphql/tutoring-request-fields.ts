import type { GetRequestsOfTuteeQueryQuery } from '../../../lib/graphql/generated';

export type { TutoringRequestStatus } from '../../../lib/graphql/generated';

/** A request as TUTORING_REQUEST_FIELDS selects it; `to` is null for a request to the team. */
export type DashboardTutoringRequest = GetRequestsOfTuteeQueryQuery['getRequestsOfTuteeQuery'][number];
export type RequestParty = DashboardTutoringRequest['from'];

/** The request fields the dashboard lists show. */
export const TUTORING_REQUEST_FIELDS = `
  id
  subject
  gradeLevel
  status
  createdAt
  conversationId
  from {
    id
    firstName
    lastName
  }
  to {
    id
    firstName
    lastName
  }
`;

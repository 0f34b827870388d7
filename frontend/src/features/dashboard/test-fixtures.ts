import { MockedResponse } from '@apollo/client/testing';
import { GET_PENDING_SESSION_COUNT } from './graphql/get-pending-session-count';
import { GET_REQUESTS_OF_TUTEE_QUERY } from './graphql/get-requests-of-tutee-query';
import { GET_REQUESTS_OF_TUTOR_QUERY } from './graphql/get-requests-of-tutor-query';
import { DashboardTutoringRequest, TutoringRequestStatus } from './graphql/tutoring-request-fields';

export function tutoringRequest(overrides: Partial<DashboardTutoringRequest> = {}): DashboardTutoringRequest {
  return {
    id: 'request-1',
    subject: 'Chemistry',
    gradeLevel: 'HIGH_SCHOOL',
    status: 'PENDING',
    createdAt: '2026-11-02T15:00:00.000Z',
    conversationId: 'conversation-1',
    from: { id: 'user-1', firstName: 'Ana', lastName: 'López' },
    to: { id: 'tutor-1', firstName: 'Tomás', lastName: 'Rivera' },
    ...overrides,
  };
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

export function tutorRequestsMock(requests: DashboardTutoringRequest[], status?: TutoringRequestStatus): MockedResponse {
  return { request: { query: GET_REQUESTS_OF_TUTOR_QUERY, variables: status ? { status } : {} }, result: { data: { getRequestsOfTutorQuery: requests } }, ...always };
}

export function tuteeRequestsMock(requests: DashboardTutoringRequest[], status?: TutoringRequestStatus): MockedResponse {
  return { request: { query: GET_REQUESTS_OF_TUTEE_QUERY, variables: status ? { status } : {} }, result: { data: { getRequestsOfTuteeQuery: requests } }, ...always };
}

export function pendingSessionCountMock(count: number): MockedResponse {
  return { request: { query: GET_PENDING_SESSION_COUNT, variables: {} }, result: { data: { getPendingSessionCount: count } }, ...always };
}

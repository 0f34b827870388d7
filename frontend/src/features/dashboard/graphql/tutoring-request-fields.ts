export type TutoringRequestStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED';

export interface RequestParty {
  id: string;
  firstName: string;
  lastName: string;
}

export interface DashboardTutoringRequest {
  id: string;
  subject: string;
  gradeLevel: string;
  status: TutoringRequestStatus;
  createdAt: string;
  conversationId: string | null;
  from: RequestParty;
  /** null for a request to the team. */
  to: RequestParty | null;
}

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

export interface RequestsVariables {
  status?: TutoringRequestStatus;
}

export type SessionStatus = 'UPCOMING' | 'RECENTLY_COMPLETED' | 'COMPLETED' | 'CANCELLED' | 'ERROR';
export type SessionType = 'ONE_ON_ONE' | 'DROP_IN' | 'GROUP' | 'ONE_ON_ONE_BREAKOUT';
export type MeetingSolution = 'LESSONSPACE' | 'ZOOM' | 'IN_PERSON' | 'CUSTOM_URL';
export type ParticipantType = 'STUDENT' | 'TUTOR' | 'ADMIN';
export type EditScope = 'SINGLE' | 'ALL';

export interface SessionPerson {
  id: string;
  firstName: string;
  lastName: string;
  profileId: string | null;
}

export interface SessionParticipant {
  user: SessionPerson;
  userType: ParticipantType;
  hourlyRate: number;
  sessionPayoutStatus: string | null;
  finalClientPaymentAmount: number | null;
  finalTutorPayoutAmount: number | null;
}

export interface Session {
  id: string;
  pairId: string | null;
  subject: string;
  gradeLevel: string | null;
  status: SessionStatus;
  sessionType: SessionType;
  date: string;
  startTime: string;
  endTime: string;
  processingTime: string;
  cancellationPolicyTime: string;
  timeZoneId: string;
  recurringDays: string[] | null;
  recurringSessionId: string | null;
  weeksRecurring: number | null;
  meetingSolution: MeetingSolution;
  isInPerson: boolean;
  joinUrl: string | null;
  isPaid: boolean;
  numMins: number;
  tutoringAmount: number;
  tutorSummary: string | null;
  clientFeedback: string | null;
  errorReason: string | null;
  physicalSessionOptions: { locationName: string } | null;
  participants: SessionParticipant[];
}

/** The fields every session list and dialog of the feature reads. */
export const SESSION_FIELDS = `
  id
  pairId
  subject
  gradeLevel
  status
  sessionType
  date
  startTime
  endTime
  processingTime
  cancellationPolicyTime
  timeZoneId
  recurringDays
  recurringSessionId
  weeksRecurring
  meetingSolution
  isInPerson
  joinUrl
  isPaid
  numMins
  tutoringAmount
  tutorSummary
  clientFeedback
  errorReason
  physicalSessionOptions {
    locationName
  }
  participants {
    user {
      id
      firstName
      lastName
      profileId
    }
    userType
    hourlyRate
    sessionPayoutStatus
    finalClientPaymentAmount
    finalTutorPayoutAmount
  }
`;

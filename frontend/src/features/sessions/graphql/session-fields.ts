import type { GetUpcomingSessionsQuery } from '../../../lib/graphql/generated';

export type { EditScope, MeetingSolution, ParticipantType, SessionStatus, SessionType } from '../../../lib/graphql/generated';

/** A session as SESSION_FIELDS selects it (every session query of the feature selects the same fields). */
export type Session = GetUpcomingSessionsQuery['getUpcomingSessions']['sessions'][number];
export type SessionParticipant = Session['participants'][number];
export type SessionPerson = SessionParticipant['user'];

/** The fields every session list and dialog of the feature reads. */
export const SESSION_FIELDS = `
  id
  revision
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

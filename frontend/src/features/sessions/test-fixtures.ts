import { MockedResponse } from '@apollo/client/testing';
import { GET_CREDIT_CARD_DATA } from '../../components/payments/graphql/get-credit-card-data';
import { PaymentMethod } from '../../components/payments/graphql/payment-method-fields';
import { CalendarSlot } from './graphql/get-sessions-this-week';
import { GET_UPCOMING_SESSIONS } from './graphql/get-upcoming-sessions';
import { GET_PAYMENT_ERROR_SESSIONS_FOR_USER_V2 } from './graphql/get-payment-error-sessions-for-user-v2';
import { Session } from './graphql/session-fields';

export const HOUR = 60 * 60 * 1000;

/** A quarter hour `hoursFromNow` hours away. */
export function quarterHourIn(hoursFromNow: number): Date {
  const date = new Date(Date.now() + hoursFromNow * HOUR);
  date.setMinutes(Math.ceil(date.getMinutes() / 15) * 15, 0, 0);
  return date;
}

/**
 * 10:00 on the browser's clock `days` days from today: a session an hour either side of it stays on
 * one day whatever the hour the tests run (a session's end slot is on its date).
 */
export function midMorningIn(days: number): Date {
  const date = new Date(Date.now() + days * 24 * HOUR);
  date.setHours(10, 0, 0, 0);
  return date;
}

export const TUTOR = { id: 'tutor-1', firstName: 'Tomás', lastName: 'Rivera', profileId: 'p-tutor' };
export const CLIENT = { id: 'user-1', firstName: 'Ana', lastName: 'López', profileId: null };

export function session(overrides: Partial<Session> = {}): Session {
  const start = overrides.startTime ? new Date(overrides.startTime) : midMorningIn(2);
  const end = overrides.endTime ? new Date(overrides.endTime) : new Date(start.getTime() + HOUR);
  return {
    id: 'session-1',
    revision: 1,
    pairId: 'pair-1',
    subject: 'Algebra 1',
    gradeLevel: null,
    status: 'UPCOMING',
    sessionType: 'ONE_ON_ONE',
    date: start.toISOString().slice(0, 10),
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    processingTime: new Date(end.getTime() + 24 * HOUR).toISOString(),
    cancellationPolicyTime: new Date(start.getTime() - 24 * HOUR).toISOString(),
    timeZoneId: 'America/New_York',
    recurringDays: null,
    recurringSessionId: null,
    weeksRecurring: null,
    meetingSolution: 'LESSONSPACE',
    isInPerson: false,
    joinUrl: 'http://localhost:3000/rooms/session-1',
    isPaid: false,
    numMins: 60,
    tutoringAmount: 30,
    tutorSummary: null,
    clientFeedback: null,
    errorReason: null,
    physicalSessionOptions: null,
    participants: [
      { user: TUTOR, userType: 'TUTOR', hourlyRate: 30, sessionPayoutStatus: null, finalClientPaymentAmount: null, finalTutorPayoutAmount: null },
      { user: CLIENT, userType: 'STUDENT', hourlyRate: 30, sessionPayoutStatus: null, finalClientPaymentAmount: null, finalTutorPayoutAmount: null },
    ],
    ...overrides,
  };
}

/** A calendar slot (getSessionsThisWeek) holding a session the viewer may see. */
export function calendarSlot(shown: Session): CalendarSlot {
  return { date: shown.date, startTime: shown.startTime, endTime: shown.endTime, session: shown };
}

/** A calendar slot of the tutor's session with someone else: times only, as the server sends a client. */
export function busySlot(start: Date, minutes = 60): CalendarSlot {
  const end = new Date(start.getTime() + minutes * 60_000);
  return { date: start.toISOString().slice(0, 10), startTime: start.toISOString(), endTime: end.toISOString(), session: null };
}

export function upcomingMock(isTutorContext: boolean, pageNum: number, sessions: Session[], hasMore = false): MockedResponse {
  return {
    request: { query: GET_UPCOMING_SESSIONS, variables: { isTutorContext, pageNum } },
    result: { data: { getUpcomingSessions: { sessions, hasMore, pageNum, totalSessions: sessions.length } } },
  };
}

export const VISA: PaymentMethod = { id: 'card-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true };

export function cardsMock(cards: PaymentMethod[]): MockedResponse {
  return { request: { query: GET_CREDIT_CARD_DATA }, result: { data: { getCreditCardData: cards } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

export function paymentErrorsMock(sessions: Session[]): MockedResponse {
  return { request: { query: GET_PAYMENT_ERROR_SESSIONS_FOR_USER_V2 }, result: { data: { getPaymentErrorSessionsForUserV2: sessions } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

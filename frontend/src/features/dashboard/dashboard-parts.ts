import { ComponentType, ReactNode } from 'react';

/**
 * The session pieces the dashboard shows. They belong to the sessions feature (its documents, cards
 * and Join button); features do not import each other, so app/ hands them to DashboardPage.
 */
export interface DashboardSessionParts {
  /** The first `limit` upcoming sessions, soonest first, with Join; `empty` when there are none; 'Error Fetching Upcoming Sessions' with a retry. */
  NextSessions: ComponentType<{ viewerId: string; isTutorContext: boolean; limit: number; empty: ReactNode }>;
  /** The viewer's sessions whose payment failed, each with its fix flow; nothing when there are none. */
  PaymentErrorSessions: ComponentType<{ isTutorContext: boolean }>;
  /** The tutor's remaining sessions this week. */
  SessionsThisWeek: ComponentType<{ tutorId: string; viewerId: string }>;
  /** This month's ended sessions missing the viewer's summary (tutor) or feedback (client), as a count (null while unknown). */
  AwaitingFeedbackCount: ComponentType<{ isTutorContext: boolean; children: (count: number | null) => ReactNode }>;
}

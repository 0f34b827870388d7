import { DomainEvent } from '../shared/decider';

/**
 * A client's check-in survey after a session (spec section 3, post-session feedback), on the
 * stream `post-session-feedback-<sessionId>-<tuteeId>`: given once per session and client.
 */
export type PostSessionFeedbackGiven = DomainEvent<
  'PostSessionFeedbackGiven',
  { sessionId: string; tutorId: string; tuteeId: string; q1Score: number; q2Score: number; q3Score: number; extraComments: string; givenAt: string }
>;
/**
 * A form filled in about a session (spec section 3, form assessment response: `addFeedbackToSessionV2`),
 * on the stream `form-assessment-response-<id>`.
 */
export type FormAssessmentResponseSubmitted = DomainEvent<
  'FormAssessmentResponseSubmitted',
  {
    id: string;
    userId: string;
    receivingUserId: string | null;
    sessionId: string;
    formName: string;
    responses: Array<{ question: string; response: string }>;
    submittedAt: string;
  }
>;

/** A participant reported a problem with a session's online lesson (`reportOnlineLessonIssue`), on the stream `online-lesson-issue-<id>`. */
export type OnlineLessonIssueReported = DomainEvent<'OnlineLessonIssueReported', { id: string; sessionId: string; userId: string; issue: string; reportedAt: string }>;

export type SessionFeedbackEvent = PostSessionFeedbackGiven | FormAssessmentResponseSubmitted | OnlineLessonIssueReported;

export function postSessionFeedbackStreamId(sessionId: string, tuteeId: string): string {
  return `post-session-feedback-${sessionId}-${tuteeId}`;
}

export function onlineLessonIssueStreamId(id: string): string {
  return `online-lesson-issue-${id}`;
}

export function formAssessmentResponseStreamId(id: string): string {
  return `form-assessment-response-${id}`;
}

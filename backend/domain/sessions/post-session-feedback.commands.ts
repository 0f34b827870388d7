import { DomainCommand } from '../shared/decider';

/** The client of an ended session answers the check-in survey (`createPostSessionFeedback`). */
export type GivePostSessionFeedback = DomainCommand<
  'GivePostSessionFeedback',
  { sessionId: string; tutorId: string; tuteeId: string; q1Score: number; q2Score: number; q3Score: number; extraComments: string | null }
>;
/** A participant submits a feedback form about a session (`addFeedbackToSessionV2`). */
export type SubmitFormAssessmentResponse = DomainCommand<
  'SubmitFormAssessmentResponse',
  { id: string; userId: string; receivingUserId: string | null; sessionId: string; formName: string; responses: Array<{ question: string; response: string }> }
>;

/** A participant reports a problem with the online lesson. */
export type ReportOnlineLessonIssue = DomainCommand<'ReportOnlineLessonIssue', { id: string; sessionId: string; userId: string; issue: string }>;

export type SessionFeedbackCommand = GivePostSessionFeedback | SubmitFormAssessmentResponse | ReportOnlineLessonIssue;

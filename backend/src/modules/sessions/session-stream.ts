import { sessionFeedbackDecider } from '../../../domain/sessions/post-session-feedback.decider';
import { formAssessmentResponseStreamId, onlineLessonIssueStreamId, postSessionFeedbackStreamId } from '../../../domain/sessions/post-session-feedback.events';
import { sessionDecider } from '../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../domain/sessions/session.events';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { sessionsProjection } from '../../../projections/sessions/sessions.projection';

/**
 * Where a session is decided (stream `session-<id>`), and the read model its commands wait for:
 * `pipeline.run(sessionStream.decider, sessionStream.streamIdOf(sessionId), command, context, { awaitReadModels: sessionStream.readModels })`.
 */
export const sessionStream = {
  decider: sessionDecider,
  streamIdOf: sessionStreamId,
  readModels: [sessionsProjection.name],
} as const;

/** Feedback about a session (check-in survey, feedback forms, lesson-issue reports): one stream per record. */
export const sessionFeedbackStream = {
  decider: sessionFeedbackDecider,
  surveyStreamIdOf: postSessionFeedbackStreamId,
  formResponseStreamIdOf: formAssessmentResponseStreamId,
  lessonIssueStreamIdOf: onlineLessonIssueStreamId,
  /** The check-in survey shows in the sessions read model (checkForSessionFeedback). */
  readModels: [sessionsProjection.name],
} as const;

/** Session messages the domain does not word (ours), shown as given. */
export const SessionServiceMessages = {
  notYourClient: 'You can schedule sessions only with clients you are paired with.',
  noClient: 'Please choose the client of the session.',
  zoomNotConnected: 'Please connect your Zoom account in your account settings before scheduling a Zoom session.',
  meetingFailed: 'We could not set up the online meeting. Please try again.',
  sessionNotFound: SessionMessages.notFound,
} as const;

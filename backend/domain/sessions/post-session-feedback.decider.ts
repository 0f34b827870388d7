import { assertNever, Decider } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { GivePostSessionFeedback, ReportOnlineLessonIssue, SessionFeedbackCommand, SubmitFormAssessmentResponse } from './post-session-feedback.commands';
import { SessionFeedbackEvent } from './post-session-feedback.events';
import { isGuidelineText } from './session.rules';

/** The spec words none of these (ours). Scores are whole numbers (spec section 3), 1 to 5 as reviews are. */
export const SessionFeedbackMessages = {
  score: 'Please choose a score from 1 to 5.',
  comments: 'Please enter comments that abide by our user guidelines.',
  alreadyGiven: 'You have already given feedback on this session.',
  formName: 'Please name the form.',
  responses: 'Please answer at least one question, in words that abide by our user guidelines.',
  alreadySubmitted: 'This form has already been submitted.',
  issue: 'Please describe the issue in words that abide by our user guidelines.',
} as const;

export const MIN_FEEDBACK_SCORE = 1;
export const MAX_FEEDBACK_SCORE = 5;
export const MAX_FEEDBACK_TEXT_LENGTH = 2000;
export const MAX_FORM_RESPONSES = 50;

/** One decider for both feedback streams: each stream is written once. */
export type SessionFeedbackState = { status: 'none' } | { status: 'given' };

const isScore = (score: number) => Number.isInteger(score) && score >= MIN_FEEDBACK_SCORE && score <= MAX_FEEDBACK_SCORE;

export function givePostSessionFeedback(command: GivePostSessionFeedback, state: SessionFeedbackState): SessionFeedbackEvent[] {
  const { q1Score, q2Score, q3Score } = command.data;
  const extraComments = (command.data.extraComments ?? '').trim();
  throwIfInvalid({
    q1Score: isScore(q1Score) ? undefined : SessionFeedbackMessages.score,
    q2Score: isScore(q2Score) ? undefined : SessionFeedbackMessages.score,
    q3Score: isScore(q3Score) ? undefined : SessionFeedbackMessages.score,
    extraComments: extraComments === '' || isGuidelineText(extraComments, MAX_FEEDBACK_TEXT_LENGTH) ? undefined : SessionFeedbackMessages.comments,
  });
  if (state.status === 'given') throw new DomainError(SessionFeedbackMessages.alreadyGiven);
  return [{ type: 'PostSessionFeedbackGiven', data: { ...command.data, extraComments, givenAt: command.metadata.now.toISOString() } }];
}

/** A retried submission (same id) records nothing more. */
export function submitFormAssessmentResponse(command: SubmitFormAssessmentResponse, state: SessionFeedbackState): SessionFeedbackEvent[] {
  if (state.status === 'given') return [];
  const formName = command.data.formName.trim();
  const responses = command.data.responses.map((entry) => ({ question: entry.question.trim(), response: entry.response.trim() }));
  const responsesOk =
    responses.length > 0 &&
    responses.length <= MAX_FORM_RESPONSES &&
    responses.every((entry) => entry.question !== '' && isGuidelineText(entry.question, MAX_FEEDBACK_TEXT_LENGTH) && (entry.response === '' || isGuidelineText(entry.response, MAX_FEEDBACK_TEXT_LENGTH)));
  throwIfInvalid({
    formName: formName !== '' && formName.length <= 200 ? undefined : SessionFeedbackMessages.formName,
    responses: responsesOk ? undefined : SessionFeedbackMessages.responses,
  });
  return [{ type: 'FormAssessmentResponseSubmitted', data: { ...command.data, formName, responses, submittedAt: command.metadata.now.toISOString() } }];
}

/** A retried report (same id) records nothing more. */
export function reportOnlineLessonIssue(command: ReportOnlineLessonIssue, state: SessionFeedbackState): SessionFeedbackEvent[] {
  if (state.status === 'given') return [];
  const issue = command.data.issue.trim();
  if (issue === '' || !isGuidelineText(issue, MAX_FEEDBACK_TEXT_LENGTH)) throw DomainError.fromFieldErrors({ issue: SessionFeedbackMessages.issue });
  return [{ type: 'OnlineLessonIssueReported', data: { ...command.data, issue, reportedAt: command.metadata.now.toISOString() } }];
}

export function decideSessionFeedback(command: SessionFeedbackCommand, state: SessionFeedbackState): SessionFeedbackEvent[] {
  switch (command.type) {
    case 'GivePostSessionFeedback':
      return givePostSessionFeedback(command, state);
    case 'SubmitFormAssessmentResponse':
      return submitFormAssessmentResponse(command, state);
    case 'ReportOnlineLessonIssue':
      return reportOnlineLessonIssue(command, state);
    default:
      return assertNever(command);
  }
}

export function evolveSessionFeedback(_state: SessionFeedbackState, event: SessionFeedbackEvent): SessionFeedbackState {
  switch (event.type) {
    case 'PostSessionFeedbackGiven':
    case 'FormAssessmentResponseSubmitted':
    case 'OnlineLessonIssueReported':
      return { status: 'given' };
    default:
      return assertNever(event);
  }
}

export const sessionFeedbackDecider: Decider<SessionFeedbackCommand, SessionFeedbackEvent, SessionFeedbackState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveSessionFeedback,
  decide: decideSessionFeedback,
};

import { deciderSpecification } from '../test-support/decider-specification';
import { SessionFeedbackCommand } from './post-session-feedback.commands';
import { SessionFeedbackEvent } from './post-session-feedback.events';
import { sessionFeedbackDecider, SessionFeedbackMessages as Messages } from './post-session-feedback.decider';

const spec = deciderSpecification(sessionFeedbackDecider);
const now = new Date('2026-11-24T18:00:00.000Z');
const metadata = { now, actorId: 'c1' };

const give = (overrides: Partial<Extract<SessionFeedbackCommand, { type: 'GivePostSessionFeedback' }>['data']> = {}): SessionFeedbackCommand => ({
  type: 'GivePostSessionFeedback',
  data: { sessionId: 's1', tutorId: 't1', tuteeId: 'c1', q1Score: 5, q2Score: 4, q3Score: 3, extraComments: '  Helpful.  ', ...overrides },
  metadata,
});
const given: SessionFeedbackEvent = {
  type: 'PostSessionFeedbackGiven',
  data: { sessionId: 's1', tutorId: 't1', tuteeId: 'c1', q1Score: 5, q2Score: 4, q3Score: 3, extraComments: 'Helpful.', givenAt: now.toISOString() },
};
const submit = (responses = [{ question: ' How did it go? ', response: ' Well ' }], formName = 'Check-in'): SessionFeedbackCommand => ({
  type: 'SubmitFormAssessmentResponse',
  data: { id: 'f1', userId: 'c1', receivingUserId: 't1', sessionId: 's1', formName, responses },
  metadata,
});

describe('post-session feedback, form responses and lesson issue reports', () => {
  it('records an online lesson issue once per report id, trimmed', () => {
    const report = (issue: string): SessionFeedbackCommand => ({ type: 'ReportOnlineLessonIssue', data: { id: 'i1', sessionId: 's1', userId: 'c1', issue }, metadata });
    const reported: SessionFeedbackEvent = { type: 'OnlineLessonIssueReported', data: { id: 'i1', sessionId: 's1', userId: 'c1', issue: 'No sound.', reportedAt: now.toISOString() } };
    spec.given([]).when(report(' No sound. ')).then([reported]);
    spec.given([reported]).when(report('No sound.')).thenNothingHappened();
    spec.given([]).when(report('  ')).thenThrows(Messages.issue, { issue: Messages.issue });
  });

  it('records the check-in survey once, with trimmed comments', () => {
    spec.given([]).when(give()).then([given]);
    spec.given([given]).when(give()).thenThrows(Messages.alreadyGiven);
    spec.given([]).when(give({ extraComments: null })).then([{ ...given, data: { ...given.data, extraComments: '' } }]);
  });

  it('takes whole scores from 1 to 5, each at its field', () => {
    spec.given([]).when(give({ q1Score: 0, q3Score: 4.5 })).thenThrows(Messages.score, { q1Score: Messages.score, q3Score: Messages.score });
    spec.given([]).when(give({ q2Score: 6 })).thenThrows(Messages.score, { q2Score: Messages.score });
  });

  it('records a form response with its answers, and a retry of it records nothing', () => {
    const submitted: SessionFeedbackEvent = {
      type: 'FormAssessmentResponseSubmitted',
      data: { id: 'f1', userId: 'c1', receivingUserId: 't1', sessionId: 's1', formName: 'Check-in', responses: [{ question: 'How did it go?', response: 'Well' }], submittedAt: now.toISOString() },
    };
    spec.given([]).when(submit()).then([submitted]);
    spec.given([submitted]).when(submit()).thenNothingHappened();
    spec.given([]).when(submit([])).thenThrows(Messages.responses, { responses: Messages.responses });
    spec.given([]).when(submit(undefined, ' ')).thenThrows(Messages.formName, { formName: Messages.formName });
  });
});

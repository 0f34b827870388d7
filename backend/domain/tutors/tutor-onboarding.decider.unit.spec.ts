import { deciderSpecification } from '../test-support/decider-specification';
import { ForbiddenError } from '../shared/domain-error';
import { TutorProfileCommand } from './tutor-profile.commands';
import { tutorProfileDecider } from './tutor-profile.decider';
import { TutorProfileCreated, TutorProfileEvent } from './tutor-profile.events';
import { profileIdOf } from './tutor-profile.rules';
import { QuizAnswerKey, scoreQuiz, TutorOnboardingMessages as Messages, videoLinkOf } from './tutor-onboarding.rules';

const now = new Date('2026-11-25T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpecification(tutorProfileDecider);
const command = <T extends TutorProfileCommand['type']>(type: T, data: Extract<TutorProfileCommand, { type: T }>['data'], actorId: string | null = 'u1') =>
  ({ type, data, metadata: { now, actorId } }) as Extract<TutorProfileCommand, { type: T }>;
type EventOf<T extends TutorProfileEvent['type']> = Extract<TutorProfileEvent, { type: T }>;
const event = <T extends TutorProfileEvent['type']>(type: T, data: Omit<EventOf<T>['data'], 'tutorId'>): EventOf<T> =>
  ({ type, data: { tutorId: 'u1', ...data } }) as unknown as EventOf<T>;

const profileId = profileIdOf('u1');
const created: TutorProfileCreated = { type: 'TutorProfileCreated', data: { tutorId: 'u1', profileId, profilePageId: `ana-l-${profileId}`, createdAt: at } };
const quiz: QuizAnswerKey = {
  version: 'q1',
  passMark: 2,
  questions: [
    { id: 'a', correctOptionId: 'a1' },
    { id: 'b', correctOptionId: 'b2' },
    { id: 'c', correctOptionId: 'c3' },
  ],
};
const signed = event('TutorAgreementSigned', { signedAt: at, agreementVersion: 'v1', agreementText: 'Be kind.' });
const passed = event('TutorQuizAttempted', { quizVersion: 'q1', correctAnswers: 3, questionCount: 3, passMark: 2, passed: true, attemptedAt: at });
const failed = event('TutorQuizAttempted', { quizVersion: 'q1', correctAnswers: 1, questionCount: 3, passMark: 2, passed: false, attemptedAt: at });
const video = event('TutorOnboardingVideoLinkSet', { videoLink: 'https://video.example.com/ana' });
const submitted = event('TutorOnboardingSubmitted', { submittedAt: at, payoutMethod: 'venmo' });
const onboarded = event('TutorOnboarded', { onboardedAt: at, onboardedBy: 'admin-1' });
const checklistDone = [created, signed, passed, video];

describe('tutor onboarding', () => {
  describe('the agreement', () => {
    it('records the version and the text signed, once per version', () => {
      spec.given([created]).when(command('SignAgreement', { agreementVersion: ' v1 ', agreementText: 'Be kind. ' })).then([signed]);
      spec.given([created, signed]).when(command('SignAgreement', { agreementVersion: 'v1', agreementText: 'Be kind.' })).thenNothingHappened();
      spec
        .given([created, signed])
        .when(command('SignAgreement', { agreementVersion: 'v2', agreementText: 'Be kinder.' }))
        .then([event('TutorAgreementSigned', { signedAt: at, agreementVersion: 'v2', agreementText: 'Be kinder.' })]);
    });

    it('refuses an agreement without a version or text', () => {
      spec.given([created]).when(command('SignAgreement', { agreementVersion: '', agreementText: 'x' })).thenThrows(Messages.agreementVersionRequired);
      spec.given([created]).when(command('SignAgreement', { agreementVersion: 'v1', agreementText: ' ' })).thenThrows(Messages.agreementVersionRequired);
    });
  });

  describe('the quiz', () => {
    it('grades the answers against the key and records a pass', () => {
      spec.given([created]).when(command('TakeQuiz', { quiz, answers: { a: 'a1', b: 'b2', c: 'c3' } })).then([passed]);
    });

    it('records a failed attempt and lets the tutor try again', () => {
      spec.given([created]).when(command('TakeQuiz', { quiz, answers: { a: 'a1', b: 'b1', c: 'c1' } })).then([failed]);
      spec
        .given([created, failed])
        .when(command('TakeQuiz', { quiz, answers: { a: 'a1', b: 'b2', c: 'c1' } }))
        .then([event('TutorQuizAttempted', { quizVersion: 'q1', correctAnswers: 2, questionCount: 3, passMark: 2, passed: true, attemptedAt: at })]);
    });

    it('changes nothing once passed, and refuses unanswered questions', () => {
      spec.given([created, passed]).when(command('TakeQuiz', { quiz, answers: { a: 'x', b: 'x', c: 'x' } })).thenNothingHappened();
      spec.given([created]).when(command('TakeQuiz', { quiz, answers: { a: 'a1', b: 'b2' } })).thenThrows(Messages.quizAnswersRequired, { answers: Messages.quizAnswersRequired });
    });

    it('scores by question id', () => {
      expect(scoreQuiz(quiz, { c: 'c3', b: 'b2', a: 'a2' })).toBe(2);
      expect(scoreQuiz(quiz, { a: 'a1', b: 'b2', c: '' })).toBeNull();
    });
  });

  describe('the video link', () => {
    it('takes an https link, once per change', () => {
      spec.given([created]).when(command('SetOnboardingVideoLink', { videoLink: ' https://video.example.com/ana ' })).then([video]);
      spec.given([created, video]).when(command('SetOnboardingVideoLink', { videoLink: 'https://video.example.com/ana' })).thenNothingHappened();
    });

    it('refuses anything else', () => {
      for (const videoLink of ['', 'http://video.example.com/ana', 'javascript:alert(1)', 'https://localhost/x', `https://v.example.com/${'a'.repeat(500)}`]) {
        expect(videoLinkOf(videoLink)).toBeNull();
      }
      spec.given([created]).when(command('SetOnboardingVideoLink', { videoLink: 'ftp://x.example.com' })).thenThrows(Messages.videoLinkInvalid, { videoLink: Messages.videoLinkInvalid });
    });
  });

  describe('submitting the checklist', () => {
    it('sends a complete checklist to the admins', () => {
      spec.given(checklistDone).when(command('SubmitOnboarding', { payoutMethod: 'venmo' })).then([submitted]);
    });

    it('names every step still open', () => {
      spec.given([created]).when(command('SubmitOnboarding', { payoutMethod: null })).thenThrows(Messages.agreementRequired, {
        agreement: Messages.agreementRequired,
        quiz: Messages.quizRequired,
        videoLink: Messages.videoRequired,
        payoutMethod: Messages.payoutMethodRequired,
      });
      spec.given([created, signed, failed, video]).when(command('SubmitOnboarding', { payoutMethod: 'paypal' })).thenThrows(Messages.quizRequired, { quiz: Messages.quizRequired });
    });

    it('changes nothing while waiting for review or once onboarded', () => {
      spec.given([...checklistDone, submitted]).when(command('SubmitOnboarding', { payoutMethod: 'venmo' })).thenNothingHappened();
      spec.given([created, onboarded]).when(command('SubmitOnboarding', { payoutMethod: null })).thenNothingHappened();
    });
  });

  describe("the admins' decision", () => {
    const sentBack = event('TutorOnboardingSentBack', { reason: 'Please add sound to your video.', sentBackAt: at, sentBackBy: 'admin-1' });

    it('onboards once, recording the admin who did it', () => {
      spec.given([...checklistDone, submitted]).when(command('OnboardTutor', {}, 'admin-1')).then([onboarded]);
      spec.given([created, onboarded]).when(command('OnboardTutor', {}, 'admin-1')).thenNothingHappened();
    });

    it('sends a submitted application back with a reason, and the tutor may submit again', () => {
      spec.given([...checklistDone, submitted]).when(command('SendBackOnboarding', { reason: ' Please add sound to your video. ' }, 'admin-1')).then([sentBack]);
      spec.given([...checklistDone, submitted, sentBack]).when(command('SubmitOnboarding', { payoutMethod: 'venmo' })).then([submitted]);
    });

    it('sends back only an application waiting for review, and only with a reason', () => {
      spec.given(checklistDone).when(command('SendBackOnboarding', { reason: 'x' }, 'admin-1')).thenThrows(Messages.notWaitingForReview);
      spec.given([...checklistDone, submitted, onboarded]).when(command('SendBackOnboarding', { reason: 'x' }, 'admin-1')).thenThrows(Messages.alreadyOnboarded);
      spec.given([...checklistDone, submitted]).when(command('SendBackOnboarding', { reason: '  ' }, 'admin-1')).thenThrows(Messages.sendBackReasonRequired);
      spec.given([...checklistDone, submitted]).when(command('SendBackOnboarding', { reason: 'x'.repeat(1001) }, 'admin-1')).thenThrows(Messages.sendBackReasonTooLong);
    });

    it('adds only onboarded tutors to the active list, once', () => {
      const added = event('TutorAddedToActiveList', { addedAt: at, addedBy: 'admin-1' });
      spec.given([created]).when(command('AddToActiveList', {}, 'admin-1')).thenThrows(Messages.notOnboarded);
      spec.given([created, onboarded]).when(command('AddToActiveList', {}, 'admin-1')).then([added]);
      spec.given([created, onboarded, added]).when(command('AddToActiveList', {}, 'admin-1')).thenNothingHappened();
    });
  });

  describe('sessions tutored', () => {
    it('records a processed session in hours, for the system only', () => {
      spec.given([created]).when(command('RecordTutoredSession', { sessionId: 's1', minutes: 90 }, null)).then([event('TutoredSessionRecorded', { sessionId: 's1', hours: 1.5 })]);
      spec.given([created]).when(command('RecordTutoredSession', { sessionId: 's1', minutes: 0 }, null)).thenNothingHappened();
      spec.given([created]).when(command('RecordTutoredSession', { sessionId: 's1', minutes: 60 }, 'u1')).thenThrows(ForbiddenError);
    });
  });
});

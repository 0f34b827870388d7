import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { AddToActiveList, OnboardTutor, SendBackOnboarding, SetOnboardingVideoLink, SignAgreement, SubmitOnboarding, TakeQuiz } from './tutor-profile.commands';
import type { TutorProfileState } from './tutor-profile.decider';
import { requireProfile } from './tutor-profile.decider';
import { TutorProfileEvent } from './tutor-profile.events';
import { MAX_SEND_BACK_REASON_LENGTH, scoreQuiz, TutorOnboardingMessages as Messages, videoLinkOf } from './tutor-onboarding.rules';

/**
 * The onboarding commands of a tutor's profile (same stream, same state as the profile): the
 * tutor's checklist, then the admins' decision. Search finds only onboarded tutors, so these
 * decide who is found.
 */

/** Signing the same version again changes nothing; a new version of the agreement is signed anew. */
export function signAgreement(command: SignAgreement, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const agreementVersion = command.data.agreementVersion.trim();
  const agreementText = command.data.agreementText.trim();
  if (agreementVersion.length === 0 || agreementText.length === 0) throw DomainError.fromFieldErrors({ agreement: Messages.agreementVersionRequired });
  if (profile.hasSignedAgreement && profile.agreementVersion === agreementVersion) return [];
  return [{ type: 'TutorAgreementSigned', data: { tutorId: profile.tutorId, signedAt: command.metadata.now.toISOString(), agreementVersion, agreementText } }];
}

/** Every attempt is recorded until one passes; once passed, taking it again changes nothing. */
export function takeQuiz(command: TakeQuiz, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (profile.quizPassed) return [];
  const { quiz, answers } = command.data;
  const correctAnswers = scoreQuiz(quiz, answers);
  if (correctAnswers === null) throw DomainError.fromFieldErrors({ answers: Messages.quizAnswersRequired });
  return [
    {
      type: 'TutorQuizAttempted',
      data: {
        tutorId: profile.tutorId,
        quizVersion: quiz.version,
        correctAnswers,
        questionCount: quiz.questions.length,
        passMark: quiz.passMark,
        passed: correctAnswers >= quiz.passMark,
        attemptedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function setOnboardingVideoLink(command: SetOnboardingVideoLink, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  const videoLink = videoLinkOf(command.data.videoLink);
  if (videoLink === null) throw DomainError.fromFieldErrors({ videoLink: Messages.videoLinkInvalid });
  if (videoLink === profile.onboardVideoLink) return [];
  return [{ type: 'TutorOnboardingVideoLinkSet', data: { tutorId: profile.tutorId, videoLink } }];
}

/** Every step still open is named at once; submitting while waiting for review, or once onboarded, changes nothing. */
export function submitOnboarding(command: SubmitOnboarding, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (profile.onboardingStatus !== 'applying') return [];
  const { payoutMethod } = command.data;
  throwIfInvalid({
    agreement: profile.hasSignedAgreement ? undefined : Messages.agreementRequired,
    quiz: profile.quizPassed ? undefined : Messages.quizRequired,
    videoLink: profile.onboardVideoLink ? undefined : Messages.videoRequired,
    payoutMethod: payoutMethod ? undefined : Messages.payoutMethodRequired,
  });
  return [{ type: 'TutorOnboardingSubmitted', data: { tutorId: profile.tutorId, submittedAt: command.metadata.now.toISOString(), payoutMethod: payoutMethod! } }];
}

/**
 * An admin's decision; `metadata.actorId` is recorded as who onboarded the tutor. Admins may
 * onboard a tutor whose checklist is not submitted (an application taken another way).
 */
export function onboardTutor(command: OnboardTutor, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (profile.isOnboarded) return [];
  return [
    {
      type: 'TutorOnboarded',
      data: { tutorId: profile.tutorId, onboardedAt: command.metadata.now.toISOString(), onboardedBy: command.metadata.actorId },
    },
  ];
}

export function sendBackOnboarding(command: SendBackOnboarding, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (profile.isOnboarded) throw new DomainError(Messages.alreadyOnboarded);
  if (profile.onboardingStatus !== 'submitted') throw new DomainError(Messages.notWaitingForReview);
  const reason = command.data.reason.trim();
  throwIfInvalid({
    reason: reason.length === 0 ? Messages.sendBackReasonRequired : reason.length > MAX_SEND_BACK_REASON_LENGTH ? Messages.sendBackReasonTooLong : undefined,
  });
  return [
    {
      type: 'TutorOnboardingSentBack',
      data: { tutorId: profile.tutorId, reason, sentBackAt: command.metadata.now.toISOString(), sentBackBy: command.metadata.actorId },
    },
  ];
}

export function addToActiveList(command: AddToActiveList, state: TutorProfileState): TutorProfileEvent[] {
  const profile = requireProfile(state);
  if (!profile.isOnboarded) throw new DomainError(Messages.notOnboarded);
  if (profile.isOnActiveList) return [];
  return [{ type: 'TutorAddedToActiveList', data: { tutorId: profile.tutorId, addedAt: command.metadata.now.toISOString(), addedBy: command.metadata.actorId } }];
}

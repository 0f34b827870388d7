import type { TutorOnboarding } from './graphql/get-tutor-onboarding';

export type OnboardingStep = 'agreement' | 'quiz' | 'video' | 'payout' | 'submit';
export const ONBOARDING_STEPS: readonly OnboardingStep[] = ['agreement', 'quiz', 'video', 'payout', 'submit'];

/** Which steps of the checklist are done. Submitting counts once the application left the tutor's hands. */
export function doneSteps(onboarding: TutorOnboarding, hasSignedCurrentAgreement: boolean): Record<OnboardingStep, boolean> {
  return {
    agreement: hasSignedCurrentAgreement || onboarding.isOnboarded,
    quiz: onboarding.tutorQuizSubmitted || onboarding.isOnboarded,
    video: onboarding.onboardVideoLink !== null || onboarding.isOnboarded,
    payout: onboarding.primaryPayoutMethod !== null,
    submit: onboarding.status !== 'applying',
  };
}

/** The steps still open, in checklist order. */
export function stepsLeft(onboarding: TutorOnboarding, hasSignedCurrentAgreement: boolean): OnboardingStep[] {
  const done = doneSteps(onboarding, hasSignedCurrentAgreement);
  return ONBOARDING_STEPS.filter((step) => !done[step]);
}

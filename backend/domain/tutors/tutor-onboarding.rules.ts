/**
 * The onboarding checklist a tutor completes after applying (sign the agreement, pass the quiz on
 * the platform's rules, record the onboarding video, choose a payout method, submit), and the
 * admins' review of it. The spec names the calls but words none of these messages, so they are ours.
 */
export const TutorOnboardingMessages = {
  agreementRequired: 'Please sign the tutor agreement.',
  agreementVersionRequired: 'The agreement being signed is unknown.',
  quizAnswersRequired: 'Please answer every question.',
  quizRequired: 'Please pass the quiz on the platform rules.',
  videoLinkInvalid: 'Please enter a link to your video that starts with https://.',
  videoRequired: 'Please add the link to your onboarding video.',
  payoutMethodRequired: 'Please choose how you would like to be paid.',
  alreadyOnboarded: 'This tutor is already onboarded.',
  notWaitingForReview: 'This application is not waiting for review.',
  sendBackReasonRequired: 'Please say what the tutor needs to change.',
  sendBackReasonTooLong: 'The reason can be at most 1000 characters long.',
  notOnboarded: 'Only onboarded tutors can be added to the active list.',
} as const;

export const MAX_SEND_BACK_REASON_LENGTH = 1000;
export const MAX_VIDEO_LINK_LENGTH = 500;

/** A quiz as the content source defines it: each question's id and its one right option. */
export interface QuizAnswerKey {
  version: string;
  /** The least number of right answers that passes. */
  passMark: number;
  questions: ReadonlyArray<{ id: string; correctOptionId: string }>;
}

/** The number of right answers, or null when a question of the quiz has no answer. */
export function scoreQuiz(quiz: QuizAnswerKey, answers: Readonly<Record<string, string>>): number | null {
  let correct = 0;
  for (const question of quiz.questions) {
    const answer = answers[question.id];
    if (answer === undefined || answer === '') return null;
    if (answer === question.correctOptionId) correct++;
  }
  return correct;
}

/** An https link of sensible length, trimmed; null otherwise. */
export function videoLinkOf(text: string): string | null {
  const link = text.trim();
  if (link.length === 0 || link.length > MAX_VIDEO_LINK_LENGTH) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Where a tutor stands: applying (checklist open), submitted (waiting for an admin), onboarded. */
export type OnboardingStatus = 'applying' | 'submitted' | 'onboarded';

/** The payout methods a tutor can be paid by (spec: default venmo; Stripe Connect or PayPal). */
export type OnboardingPayoutMethod = 'venmo' | 'paypal' | 'stripeConnect';

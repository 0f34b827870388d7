/**
 * The client's guided start after sign-up (/welcome): each step asks for one thing a new account
 * lacks, and every step can be skipped. /w/h is the shorter start of a client the team already
 * knows (an invitation or a personalised sign-up): a card, then done.
 */
export const WELCOME_STEPS = ['verify-account', 'location', 'payment', 'request-a-tutor'] as const;
export type WelcomeStep = (typeof WELCOME_STEPS)[number];

export const LEAD_WELCOME_STEPS = ['payment', 'complete'] as const;
export type LeadWelcomeStep = (typeof LEAD_WELCOME_STEPS)[number];

/** Where the guided start ends, done or skipped. */
export const WELCOME_DONE_PATH = '/dashboard';
export const WELCOME_PATH = '/welcome';
export const LEAD_WELCOME_PATH = '/w/h';

/** What the account already has: a step whose answer is there is done. */
export interface WelcomeProgress {
  emailVerified: boolean;
  hasLocation: boolean;
  hasCard: boolean;
}

/** Clients walk every step; a tutor or an admin has only an e-mail to verify. */
export function welcomeStepsFor(isClient: boolean): readonly WelcomeStep[] {
  return isClient ? WELCOME_STEPS : ['verify-account'];
}

/** Sending a request is an invitation, never a missing piece: it is not marked done. */
export function isWelcomeStepDone(step: WelcomeStep, progress: WelcomeProgress): boolean {
  switch (step) {
    case 'verify-account':
      return progress.emailVerified;
    case 'location':
      return progress.hasLocation;
    case 'payment':
      return progress.hasCard;
    case 'request-a-tutor':
      return false;
  }
}

export function welcomeStepOf(param: string | undefined): WelcomeStep | null {
  return (WELCOME_STEPS as readonly string[]).includes(param ?? '') ? (param as WelcomeStep) : null;
}

export function leadWelcomeStepOf(param: string | undefined): LeadWelcomeStep | null {
  return (LEAD_WELCOME_STEPS as readonly string[]).includes(param ?? '') ? (param as LeadWelcomeStep) : null;
}

export const welcomeStepPath = (step: WelcomeStep) => `${WELCOME_PATH}/${step}`;
export const leadWelcomeStepPath = (step: LeadWelcomeStep) => `${LEAD_WELCOME_PATH}/${step}`;

/** The path after `step` (done or skipped): the next step of the user's, else the end. */
export function pathAfter(step: WelcomeStep, steps: readonly WelcomeStep[]): string {
  const next = steps[steps.indexOf(step) + 1];
  return next ? welcomeStepPath(next) : WELCOME_DONE_PATH;
}

/** The first step still open, where Continue leads; null when only optional steps are left. */
export function firstOpenStep(steps: readonly WelcomeStep[], progress: WelcomeProgress): WelcomeStep | null {
  return steps.find((step) => step !== 'request-a-tutor' && !isWelcomeStepDone(step, progress)) ?? null;
}

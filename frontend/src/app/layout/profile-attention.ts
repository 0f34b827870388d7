/**
 * What is known about the signed-in user's profile. `undefined` means not known (the API does not
 * report it yet), which never raises the badge.
 */
export interface ProfileFacts {
  isTutor: boolean;
  isOnboarded: boolean | undefined;
  isClient: boolean;
  hasCreditCard: boolean | undefined;
}

/** Spec: the profile badge '!' shows for tutors not onboarded, or for clients without a credit card. */
export function profileNeedsAttention({ isTutor, isOnboarded, isClient, hasCreditCard }: ProfileFacts): boolean {
  return (isTutor && isOnboarded === false) || (isClient && hasCreditCard === false);
}

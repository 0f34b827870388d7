/** The onboarding facts the checklist shows (TutorOnboarding). */
export const TUTOR_ONBOARDING_FIELDS = `
  tutorId
  status
  hasSignedAgreement
  agreementVersion
  tutorQuizSubmitted
  onboardVideoLink
  primaryPayoutMethod
  tutorOnboardingSubmitTime
  sentBackReason
  isOnboarded
`;

/** An application as the admins' onboarding queue shows it (TutorOnboarding). */
export const ADMIN_TUTOR_ONBOARDING_FIELDS = `
  tutorId
  firstName
  lastName
  profileId
  status
  hasSignedAgreement
  agreementVersion
  tutorQuizSubmitted
  onboardVideoLink
  primaryPayoutMethod
  tutorOnboardingSubmitTime
  sentBackReason
  isOnboarded
  isVisible
  isOnActiveList
`;

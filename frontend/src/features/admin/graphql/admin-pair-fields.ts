/** A pair as the admins' Pairs tab shows it: members, rates and fees. */
export const ADMIN_PAIR_FIELDS = `
  id
  hourlyWage
  tutorHourlyWage
  tutorPlatformFeePercentageRate
  tuteePlatformFeePercentageRate
  ratesSavedForPair
  isActive
  sessionsTutored
  createdAt
  tutor {
    id
    firstName
    lastName
  }
  tutee {
    id
    firstName
    lastName
  }
`;

/** A user's rates and credit as the Rates and credits tab shows them. */
export const ADMIN_USER_RATES_FIELDS = `
  userId
  firstName
  lastName
  email
  profileTypes
  clientDefaultPairRate
  tutorDefaultPairRate
  hourlyWage
  creditBalanceCents
`;

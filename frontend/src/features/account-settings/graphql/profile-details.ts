/** What the edit-profile page shows and its mutations answer. */
export const PROFILE_DETAILS_FIELDS = `
  id
  profile {
    firstName
    lastName
    profileTypes
    clientProfileType
    birthdayMonth
    birthdayDay
    birthdayYear
    gradeLevel
    currentSchool {
      name
      city
      state
    }
    isReceivingNewsletters
    timeZoneId
  }
`;

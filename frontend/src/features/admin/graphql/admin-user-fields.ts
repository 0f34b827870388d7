/** The fields of a user in the Users tab: its search results and a user's page. */
export const ADMIN_USER_FIELDS = `
  id
  firstName
  lastName
  email
  phoneNumber
  emailVerified
  profileTypes
  clientProfileType
  languagePreference
  createdAt
  deleted
`;

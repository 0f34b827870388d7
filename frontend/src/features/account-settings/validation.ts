/**
 * The change-password form's rules (spec section 5: a password is longer than 7 characters).
 * Each returns the id of the message to show at the field, or undefined when valid.
 */
export type PasswordField = 'oldPass' | 'newPass' | 'confirmation';

export function validateChangePassword(values: Record<PasswordField, string>): Partial<Record<PasswordField, string>> {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (values.oldPass.length === 0) errors.oldPass = 'accountSettings.validation.oldPass';
  if (values.newPass.length <= 7) errors.newPass = 'accountSettings.validation.newPass';
  else if (values.confirmation !== values.newPass) errors.confirmation = 'accountSettings.validation.passwordMismatch';
  return errors;
}

/** The edit-profile form (spec section 5: names valid after trimming; birthday mm/dd/yyyy). */
export interface ProfileDetailsValues {
  firstName: string;
  lastName: string;
  birthday: string;
  clientProfileType: string;
  gradeLevel: string;
  schoolName: string;
  schoolCity: string;
  schoolState: string;
  isReceivingNewsletters: boolean;
  timeZoneId: string;
}

export function validateProfileDetails(values: ProfileDetailsValues): Partial<Record<keyof ProfileDetailsValues, string>> {
  const errors: Partial<Record<keyof ProfileDetailsValues, string>> = {};
  if (!values.firstName.trim()) errors.firstName = 'accountSettings.validation.firstName';
  if (!values.lastName.trim()) errors.lastName = 'accountSettings.validation.lastName';
  if (values.birthday.trim() && !/^\d{2}\/\d{2}\/\d{4}$/.test(values.birthday.trim())) errors.birthday = 'accountSettings.validation.birthday';
  return errors;
}

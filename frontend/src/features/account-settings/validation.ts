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

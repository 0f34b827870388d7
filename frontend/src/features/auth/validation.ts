import { MAX_TEXT_LENGTH } from '../../../../backend/domain/shared/value-bounds';

/**
 * Validation rules of the sign-up, login and password forms (spec section 5). Each validator
 * returns the id of the message to show at the field, or undefined when the value is valid.
 */
export type AuthValidationMessageId =
  | 'valueBounds.atMost40Characters'
  | 'valueBounds.atMost80Characters'
  | 'auth.validation.email'
  | 'auth.validation.password'
  | 'auth.validation.firstName'
  | 'auth.validation.lastName'
  | 'auth.validation.phoneNumber'
  | 'auth.validation.accountType'
  | 'auth.validation.passwordMismatch';

// Spec: "text, @, text, dot, text", in the stricter variant without spaces (as the server checks it).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// US numbers: (999) 999-9999, 999-999-9999, 9999999999, or the same led by 1 / +1. Area code and
// exchange start with 2-9 (North American numbering plan).
const US_PHONE_PATTERN = /^(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]?[2-9]\d{2}[\s.-]?\d{4}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Spec: a password is valid when it is longer than 7 characters and not only spaces (as the server checks it). */
export function isValidPassword(password: string): boolean {
  return password.length > 7 && /\S/.test(password);
}

/** Spec: a name is valid when it is not empty after trimming. */
export function isValidName(name: string): boolean {
  return name.trim().length > 0;
}

/** A US phone number of 10 digits, or 11 starting with 1. */
export function isValidPhoneNumber(phone: string): boolean {
  return US_PHONE_PATTERN.test(phone.trim());
}

export function validateEmail(email: string): AuthValidationMessageId | undefined {
  return isValidEmail(email) ? undefined : 'auth.validation.email';
}

export function validatePassword(password: string): AuthValidationMessageId | undefined {
  return isValidPassword(password) ? undefined : 'auth.validation.password';
}

/** The server's bounds (spec: first name 40, last name 80 characters), checked here first. */
export function validateFirstName(firstName: string): AuthValidationMessageId | undefined {
  if (!isValidName(firstName)) return 'auth.validation.firstName';
  return firstName.trim().length > MAX_TEXT_LENGTH.firstName ? 'valueBounds.atMost40Characters' : undefined;
}

export function validateLastName(lastName: string): AuthValidationMessageId | undefined {
  if (!isValidName(lastName)) return 'auth.validation.lastName';
  return lastName.trim().length > MAX_TEXT_LENGTH.lastName ? 'valueBounds.atMost80Characters' : undefined;
}

/** The phone number is optional: an empty field is valid. */
export function validateOptionalPhoneNumber(phone: string): AuthValidationMessageId | undefined {
  return phone.trim() === '' || isValidPhoneNumber(phone) ? undefined : 'auth.validation.phoneNumber';
}

export function validatePasswordConfirmation(password: string, confirmation: string): AuthValidationMessageId | undefined {
  return password === confirmation ? undefined : 'auth.validation.passwordMismatch';
}

/** The errors of a form, keyed by field, keeping only the fields that fail. */
export function collectErrors<Field extends string>(
  checks: Record<Field, AuthValidationMessageId | undefined>,
): Partial<Record<Field, AuthValidationMessageId>> {
  const errors: Partial<Record<Field, AuthValidationMessageId>> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

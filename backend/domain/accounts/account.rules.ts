import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { MAX_TEXT_LENGTH } from '../shared/value-bounds';

/** Validation messages, word for word from the product spec (section 5). */
export const AccountMessages = {
  invalidEmail: 'Please enter a valid email.',
  invalidPassword: 'Please enter a valid password.',
  invalidFirstName: 'Please enter a valid first name.',
  invalidLastName: 'Please enter a valid last name.',
  invalidPhoneNumber: 'Please enter a valid phone number.',
  emailTaken: 'An account with this email already exists. Please log in or use a different email.',
  invalidLanguage: 'Please choose English or Spanish.',
  alreadyVerified: 'Your email is already verified.',
  invalidCredentials: 'The email or password is incorrect.',
  wrongOldPassword: 'Your current password is incorrect.',
  invalidVerificationToken: 'This verification link is invalid or has expired. Please request a new one.',
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  phoneNumberChanged: 'Your phone number changed since the code was sent. Please request a new code.',
  noPhoneNumber: 'Please enter a phone number first.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  invalidPhoneCode: 'This code is incorrect or has expired. Please request a new code.',
  tooManyPhoneCodeAttempts: 'Too many incorrect codes. Please request a new code.',
  // ours
  invalidProfileType: 'Please choose tutor, student or parent.',
  invalidClientProfileType: 'Please choose parent, student or other.',
  invalidZoomProfile: 'Zoom answered with an account this product cannot keep. Please try again.',
  notEligibleStudent: 'Only student profiles can apply to become a tutor from their account.',
  invalidNotificationSettings: 'Please choose on or off for e-mail, text and push for each kind of notice.',
  noZoomAccount: 'No Zoom account is connected.',
  // Spec: the tutor request form's ZIP message, the same field.
  invalidZipCode: 'Please enter a ZIP code.',
  // Spec: the ZIP picker's message for a code the catalog lacks.
  zipNotFound: 'No ZIP Code Found',
  deleteReasonRequired: 'Please say why this account is deleted.',
  deleteReasonTooLong: 'The reason can be at most 500 characters.',
  accountDeleted: 'This account was deleted.',
  userNotFound: 'No user has this id.',
} as const;

export const PROFILE_TYPES = ['TUTOR', 'STUDENT_OR_PARENT', 'ADMIN'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const CLIENT_PROFILE_TYPES = ['PARENT', 'STUDENT', 'OTHER'] as const;
export type ClientProfileType = (typeof CLIENT_PROFILE_TYPES)[number];
export const DEFAULT_CLIENT_PROFILE_TYPE: ClientProfileType = 'PARENT';

/** Interface languages; Spanish is tagged `sp` throughout the product. */
export const LANGUAGES = ['en', 'sp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The longest reason an admin may give for deleting an account. */
export const MAX_DELETE_REASON_LENGTH = 500;

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

// Spec: "text, @, text, dot, text", with the stricter variant that allows no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form in which addresses are compared and reserved: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * Spec: a password is valid when it is longer than 7 characters; it must also hold something other
 * than spaces (eight spaces is no secret). Stored as typed, never trimmed.
 */
export function isValidPassword(password: string): boolean {
  return password.length > 7 && /\S/.test(password);
}

/** Spec: names are valid when non-empty after trimming. */
export function isValidName(name: string): boolean {
  return name.trim().length > 0;
}

/** A US number in E.164 form, or null when the text is not a valid phone number. */
export function normalisePhoneNumber(phone: string): string | null {
  // Spec (schools form): phone 40; longer text is no phone number and is not parsed.
  if (phone.length > MAX_TEXT_LENGTH.phoneNumber) return null;
  const parsed = parsePhoneNumberFromString(phone.trim(), 'US');
  return parsed && parsed.isValid() ? parsed.number : null;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}

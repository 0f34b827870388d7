import { GRADE_LEVELS, GradeLevel } from '../catalog/catalog.vocabulary';
import { birthdayProblem, parseBirthday, PAYMENT_METHODS, PaymentMethod, TutorApplicationMessages } from '../tutor-application/tutor-application.rules';
import { isOneOf, lengthProblem, MAX_TEXT_LENGTH } from '../shared/value-bounds';
import { AccountMessages, CLIENT_PROFILE_TYPES, ClientProfileType, isValidName, normalisePhoneNumber, ProfileType } from './account.rules';

/** The school a client attends (spec section 3: currentSchool name, city, state). */
export interface CurrentSchool {
  name: string;
  city: string | null;
  state: string | null;
}

/**
 * What edit-profile changes of any account (editPrimaryInfo, editPersonalInfo, updateUser): each
 * field present is set, each absent one left as it was. The birthday is mm/dd/yyyy as typed.
 */
export interface ProfileDetailsInput {
  firstName?: string;
  lastName?: string;
  birthday?: string | null;
  clientProfileType?: ClientProfileType;
  gradeLevel?: string | null;
  currentSchool?: CurrentSchool | null;
  isReceivingNewsletters?: boolean;
  /** A tutor's payout preferences: paid or volunteering, the manual payout method, and the phone Venmo pays to. */
  paidPreference?: boolean;
  prefPaymentMethod?: string;
  payoutPhoneNumber?: string | null;
}

/** The same fields as recorded: trimmed, the birthday as an ISO date ('2008-02-29'). */
export type ProfileDetailsChanges = Omit<ProfileDetailsInput, 'gradeLevel' | 'prefPaymentMethod'> & { gradeLevel?: GradeLevel | null; prefPaymentMethod?: PaymentMethod };

/** Ours; names and birthdays answer with the account's and the application's messages from the spec. */
export const ProfileDetailsMessages = {
  invalidGradeLevel: 'Please select a grade level.',
  clientTypeForClientsOnly: 'Only a client account has a client profile type.',
  invalidNewsletterChoice: 'Please choose whether you want to receive newsletters.',
  schoolNameMissing: 'Please enter the name of your school.',
  invalidPaymentMethod: 'Please choose Venmo or PayPal.',
  invalidPaidPreference: 'Please choose whether you want to be paid.',
} as const;

const trimmedOrNull = (text: string | null | undefined): string | null => (typeof text === 'string' && text.trim() ? text.trim() : null);

/**
 * The changes as they are recorded, or a DomainError with every field's message (spec section 5:
 * names valid after trimming, mm/dd/yyyy birthdays of real dates; a tutor at least 14).
 */
export function checkedProfileDetails(input: ProfileDetailsInput, profileTypes: readonly ProfileType[], now: Date): { changes: ProfileDetailsChanges; fieldErrors: Record<string, string | undefined> } {
  const changes: ProfileDetailsChanges = {};
  const fieldErrors: Record<string, string | undefined> = {};
  if (input.firstName !== undefined) {
    const firstName = typeof input.firstName === 'string' ? input.firstName.trim() : '';
    fieldErrors.firstName = isValidName(firstName) ? lengthProblem(firstName, MAX_TEXT_LENGTH.firstName) : AccountMessages.invalidFirstName;
    changes.firstName = firstName;
  }
  if (input.lastName !== undefined) {
    const lastName = typeof input.lastName === 'string' ? input.lastName.trim() : '';
    fieldErrors.lastName = isValidName(lastName) ? lengthProblem(lastName, MAX_TEXT_LENGTH.lastName) : AccountMessages.invalidLastName;
    changes.lastName = lastName;
  }
  if (input.birthday !== undefined) {
    const typed = trimmedOrNull(input.birthday);
    const birthday = typed ? parseBirthday(typed) : null;
    if (typed && profileTypes.includes('TUTOR')) fieldErrors.birthday = birthdayProblem(typed, now);
    else if (typed && (!birthday || new Date(`${birthday}T00:00:00Z`) > now)) fieldErrors.birthday = TutorApplicationMessages.invalidBirthday;
    changes.birthday = birthday;
  }
  if (input.clientProfileType !== undefined) {
    if (!profileTypes.includes('STUDENT_OR_PARENT')) fieldErrors.clientProfileType = ProfileDetailsMessages.clientTypeForClientsOnly;
    else if (!isOneOf(CLIENT_PROFILE_TYPES, input.clientProfileType)) fieldErrors.clientProfileType = AccountMessages.invalidClientProfileType;
    changes.clientProfileType = input.clientProfileType;
  }
  if (input.gradeLevel !== undefined) {
    if (input.gradeLevel !== null && !isOneOf(GRADE_LEVELS, input.gradeLevel)) fieldErrors.gradeLevel = ProfileDetailsMessages.invalidGradeLevel;
    changes.gradeLevel = input.gradeLevel as GradeLevel | null;
  }
  if (input.currentSchool !== undefined) {
    const school = input.currentSchool;
    const name = trimmedOrNull(school?.name);
    const city = trimmedOrNull(school?.city);
    const state = trimmedOrNull(school?.state);
    if (school && !name && (city || state)) fieldErrors.currentSchool = ProfileDetailsMessages.schoolNameMissing;
    else fieldErrors.currentSchool = lengthProblem(name, MAX_TEXT_LENGTH.shortText) ?? lengthProblem(city, MAX_TEXT_LENGTH.shortText) ?? lengthProblem(state, MAX_TEXT_LENGTH.shortText);
    changes.currentSchool = name ? { name, city, state } : null;
  }
  if (input.isReceivingNewsletters !== undefined) {
    if (typeof input.isReceivingNewsletters !== 'boolean') fieldErrors.isReceivingNewsletters = ProfileDetailsMessages.invalidNewsletterChoice;
    changes.isReceivingNewsletters = input.isReceivingNewsletters;
  }
  if (input.paidPreference !== undefined) {
    if (typeof input.paidPreference !== 'boolean') fieldErrors.paidPreference = ProfileDetailsMessages.invalidPaidPreference;
    changes.paidPreference = input.paidPreference;
  }
  if (input.prefPaymentMethod !== undefined) {
    if (!isOneOf(PAYMENT_METHODS, input.prefPaymentMethod)) fieldErrors.prefPaymentMethod = ProfileDetailsMessages.invalidPaymentMethod;
    changes.prefPaymentMethod = input.prefPaymentMethod as PaymentMethod;
  }
  if (input.payoutPhoneNumber !== undefined) {
    const typed = trimmedOrNull(input.payoutPhoneNumber);
    const phoneNumber = typed ? normalisePhoneNumber(typed) : null;
    if (typed && !phoneNumber) fieldErrors.payoutPhoneNumber = AccountMessages.invalidPhoneNumber;
    changes.payoutPhoneNumber = phoneNumber;
  }
  return { changes, fieldErrors };
}

import { assertNever, Decider } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { isOneOf, lengthProblem, MAX_TEXT_LENGTH } from '../shared/value-bounds';
import {
  AccountMessages,
  ClientProfileType,
  DEFAULT_CLIENT_PROFILE_TYPE,
  DEFAULT_LANGUAGE,
  isLanguage,
  isValidEmail,
  isValidName,
  isValidPassword,
  Language,
  normaliseEmail,
  normalisePhoneNumber,
  CLIENT_PROFILE_TYPES,
  MAX_DELETE_REASON_LENGTH,
  PROFILE_TYPES,
  ProfileType,
} from './account.rules';
import { TutorRequestPreferences } from '../requests/tutor-request-preferences';
import { defaultNotificationSettings, isNotificationSettings, NotificationSettings, receivesNewsletters, withNewslettersByEmail } from './notification-settings';
import { referralCodeOfSignup } from '../referrals/referral.rules';
import { isUsStateCode, isUsZip } from '../tutors/tutor-profile.rules';
import {
  AddTutorProfileType,
  AssociateZoomAccount,
  ChangePassword,
  ChangePhoneNumber,
  DeleteUser,
  DisassociateZoomAccount,
  EditNotificationSettings,
  EditProfileDetails,
  LinkOAuthIdentity,
  RequestEmailVerification,
  RequestPasswordReset,
  ResetPassword,
  SaveLanguagePreference,
  SaveTutorRequestPreferences,
  SetCurrentLocation,
  SetPasswordByAdmin,
  SetUserTimeZone,
  SignUpUser,
  SignUpWithIdentity,
  UserCommand,
  VerifyEmail,
  VerifyPhoneNumber,
} from './user.commands';
import { CurrentLocation, UserEvent, UserSignedUp, ZoomProfile } from './user.events';
import { checkedProfileDetails, ProfileDetailsChanges } from './profile-details';
import { isUsTimeZoneId, TutorProfileEditorMessages } from '../tutors/tutor-profile-editor.rules';
import { OAuthMessages, VerifiedIdentity } from './oauth-identity.decider';

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      clientProfileType: ClientProfileType | null;
      emailVerified: boolean;
      profileTypes: ProfileType[];
      language: Language;
      phoneNumber: string | null;
      phoneNumberVerified: boolean;
      tutorRequestPreferences: TutorRequestPreferences | null;
      zoomProfile: ZoomProfile | null;
      notificationSettings: NotificationSettings;
      /** The client's own place, once set (the welcome steps' location). */
      currentLocation: CurrentLocation | null;
      /** How many times the password was changed or reset: the version session tokens carry (the users read model counts the same). */
      passwordVersion: number;
      /** What edit-profile set so far (names live above). */
      details: Omit<ProfileDetailsChanges, 'firstName' | 'lastName'>;
      timeZoneId: string | null;
      /** `<provider>:<subject>` of each provider account that signs in as this user. */
      oauthIdentities: string[];
    }
  /** Erased by an admin: nothing but the id is left, and no command applies any more. */
  | { status: 'deleted'; userId: string };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserSignedUp':
      return {
        status: 'registered',
        userId: event.data.userId,
        email: event.data.email,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        clientProfileType: event.data.clientProfileType,
        emailVerified: false,
        profileTypes: event.data.profileTypes,
        language: event.data.languagePreference,
        phoneNumber: event.data.phoneNumber,
        phoneNumberVerified: false,
        tutorRequestPreferences: null,
        zoomProfile: null,
        notificationSettings: defaultNotificationSettings(),
        currentLocation: null,
        passwordVersion: 0,
        details: {},
        timeZoneId: null,
        oauthIdentities: [],
      };
    case 'EmailVerified':
      return state.status === 'registered' ? { ...state, emailVerified: true } : state;
    case 'LanguagePreferenceSaved':
      return state.status === 'registered' ? { ...state, language: event.data.language } : state;
    case 'PhoneNumberChanged':
      return state.status === 'registered' ? { ...state, phoneNumber: event.data.phoneNumber, phoneNumberVerified: false } : state;
    case 'PhoneNumberVerified':
      return state.status === 'registered' && state.phoneNumber === event.data.phoneNumber ? { ...state, phoneNumberVerified: true } : state;
    case 'TutorRequestPreferencesSaved':
      return state.status === 'registered' ? { ...state, tutorRequestPreferences: event.data.preferences } : state;
    case 'ZoomAccountAssociated':
      return state.status === 'registered' ? { ...state, zoomProfile: event.data.zoomProfile } : state;
    case 'ZoomAccountDisassociated':
      return state.status === 'registered' ? { ...state, zoomProfile: null } : state;
    case 'NotificationSettingsEdited':
      return state.status === 'registered'
        ? { ...state, notificationSettings: event.data.settings, details: { ...state.details, isReceivingNewsletters: receivesNewsletters(event.data.settings) } }
        : state;
    case 'TutorProfileTypeAdded':
      return state.status === 'registered' && !state.profileTypes.includes('TUTOR') ? { ...state, profileTypes: [...state.profileTypes, 'TUTOR'] } : state;
    case 'CurrentLocationSet':
      return state.status === 'registered' ? { ...state, currentLocation: event.data.location } : state;
    case 'PasswordChanged':
    case 'PasswordReset':
    case 'PasswordSetByAdmin':
      return state.status === 'registered' ? { ...state, passwordVersion: state.passwordVersion + 1 } : state;
    case 'UserDeleted':
      return { status: 'deleted', userId: event.data.userId };
    case 'ProfileDetailsEdited': {
      if (state.status !== 'registered') return state;
      const { firstName, lastName, ...details } = event.data.changes;
      const notificationSettings = details.isReceivingNewsletters === undefined ? state.notificationSettings : withNewslettersByEmail(state.notificationSettings, details.isReceivingNewsletters);
      return { ...state, firstName: firstName ?? state.firstName, lastName: lastName ?? state.lastName, clientProfileType: details.clientProfileType ?? state.clientProfileType, details: { ...state.details, ...details }, notificationSettings };
    }
    case 'UserTimeZoneSet':
      return state.status === 'registered' ? { ...state, timeZoneId: event.data.timeZoneId } : state;
    case 'OAuthIdentityLinked':
      return state.status === 'registered' ? { ...state, oauthIdentities: [...state.oauthIdentities, identityKey(event.data)] } : state;
    case 'EmailVerificationRequested':
    case 'PasswordResetRequested':
      return state;
    default:
      return assertNever(event);
  }
}

type Registered = Extract<UserState, { status: 'registered' }>;

function requireRegistered(state: UserState): Registered {
  if (state.status === 'deleted') throw new DomainError(AccountMessages.accountDeleted);
  if (state.status !== 'registered') throw new DomainError('This account does not exist.');
  return state;
}

/** The sign-up as recorded, every field checked but the password (which never enters the log). */
function signedUp(input: Omit<SignUpUser['data'], 'password'>, now: Date, passwordProblem?: string): UserSignedUp {
  const phoneNumber = input.phoneNumber?.trim() ? normalisePhoneNumber(input.phoneNumber) : null;
  const firstName = typeof input.firstName === 'string' ? input.firstName.trim() : '';
  const lastName = typeof input.lastName === 'string' ? input.lastName.trim() : '';
  throwIfInvalid({
    email: isValidEmail(input.email) && normaliseEmail(input.email).length <= MAX_TEXT_LENGTH.email ? undefined : AccountMessages.invalidEmail,
    password: passwordProblem,
    firstName: isValidName(firstName) ? lengthProblem(firstName, MAX_TEXT_LENGTH.firstName) : AccountMessages.invalidFirstName,
    lastName: isValidName(lastName) ? lengthProblem(lastName, MAX_TEXT_LENGTH.lastName) : AccountMessages.invalidLastName,
    phoneNumber: input.phoneNumber?.trim() && !phoneNumber ? AccountMessages.invalidPhoneNumber : undefined,
    profileType: input.profileTypes.length > 0 && input.profileTypes.every((type) => isOneOf(PROFILE_TYPES, type)) ? undefined : AccountMessages.invalidProfileType,
    clientProfileType:
      input.clientProfileType === null || input.clientProfileType === undefined || isOneOf(CLIENT_PROFILE_TYPES, input.clientProfileType) ? undefined : AccountMessages.invalidClientProfileType,
  });
  const isClient = input.profileTypes.includes('STUDENT_OR_PARENT');
  return {
    type: 'UserSignedUp',
    data: {
      userId: input.userId,
      email: normaliseEmail(input.email),
      firstName,
      lastName,
      profileTypes: [...new Set(input.profileTypes)],
      clientProfileType: isClient ? (input.clientProfileType ?? DEFAULT_CLIENT_PROFILE_TYPE) : null,
      phoneNumber,
      referralCode: referralCodeOfSignup(input.referralCode),
      languagePreference: DEFAULT_LANGUAGE,
      signedUpAt: now.toISOString(),
    },
  };
}

export function signUpUser(command: SignUpUser, state: UserState): UserEvent[] {
  if (state.status !== 'none') throw new DomainError(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
  const { password, ...input } = command.data;
  return [signedUp(input, command.metadata.now, isValidPassword(password) ? undefined : AccountMessages.invalidPassword)];
}

const identityKey = (identity: { provider: string; subject: string }) => `${identity.provider}:${identity.subject}`;

function linked(userId: string, identity: VerifiedIdentity, now: Date): UserEvent {
  return { type: 'OAuthIdentityLinked', data: { userId, provider: identity.provider, subject: identity.subject, linkedAt: now.toISOString() } };
}

/** A Google or Facebook sign-up: the provider's names and address; verified at once when the provider says it is. */
export function signUpWithIdentity(command: SignUpWithIdentity, state: UserState): UserEvent[] {
  if (state.status !== 'none') throw new DomainError(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
  const { identity, ...input } = command.data;
  const now = command.metadata.now;
  const event = signedUp({ ...input, email: identity.email, firstName: identity.firstName, lastName: identity.lastName }, now);
  const events: UserEvent[] = [event, linked(input.userId, identity, now)];
  if (identity.emailVerified) events.push({ type: 'EmailVerified', data: { userId: input.userId, email: event.data.email, verifiedAt: now.toISOString() } });
  return events;
}

/**
 * Joining a provider's account to an existing one hands the account to whoever holds the provider's
 * account: only when the provider verified that it holds this very address.
 */
export function linkOAuthIdentity(command: LinkOAuthIdentity, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { identity } = command.data;
  if (user.oauthIdentities.includes(identityKey(identity))) return [];
  if (!identity.emailVerified || normaliseEmail(identity.email) !== user.email) throw new DomainError(OAuthMessages.emailNotVerifiedByProvider);
  const now = command.metadata.now;
  const events: UserEvent[] = [linked(user.userId, identity, now)];
  if (!user.emailVerified) events.push({ type: 'EmailVerified', data: { userId: user.userId, email: user.email, verifiedAt: now.toISOString() } });
  return events;
}

/** Edit-profile: every given field checked at once; what already holds is not recorded again. */
export function editProfileDetails(command: EditProfileDetails, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { changes, fieldErrors } = checkedProfileDetails(command.data.details, user.profileTypes, command.metadata.now);
  throwIfInvalid(fieldErrors);
  const current: ProfileDetailsChanges = { ...user.details, firstName: user.firstName, lastName: user.lastName, clientProfileType: user.clientProfileType ?? undefined };
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => JSON.stringify(current[field as keyof ProfileDetailsChanges] ?? null) !== JSON.stringify(value ?? null)),
  ) as ProfileDetailsChanges;
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'ProfileDetailsEdited', data: { userId: user.userId, changes: changed } }];
}

export function setUserTimeZone(command: SetUserTimeZone, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const timeZoneId = typeof command.data.timeZoneId === 'string' ? command.data.timeZoneId.trim() : '';
  if (!isUsTimeZoneId(timeZoneId)) throw DomainError.fromFieldErrors({ timeZoneId: TutorProfileEditorMessages.invalidTimeZone });
  if (user.timeZoneId === timeZoneId) return [];
  return [{ type: 'UserTimeZoneSet', data: { userId: user.userId, timeZoneId } }];
}

export function requestEmailVerification(command: RequestEmailVerification, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (user.emailVerified) throw new DomainError(AccountMessages.alreadyVerified);
  return [
    {
      type: 'EmailVerificationRequested',
      data: { userId: user.userId, email: user.email, expiresAt: command.data.expiresAt.toISOString() },
    },
  ];
}

/** Verifying twice is not an error: the second click on the same link simply changes nothing. */
export function verifyEmail(command: VerifyEmail, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (user.emailVerified) return [];
  return [
    { type: 'EmailVerified', data: { userId: user.userId, email: user.email, verifiedAt: command.metadata.now.toISOString() } },
  ];
}

function requireValidNewPassword(password: string): void {
  throwIfInvalid({ newPass: isValidPassword(password) ? undefined : AccountMessages.invalidPassword });
}

export function changePassword(command: ChangePassword, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  requireValidNewPassword(command.data.newPassword);
  return [{ type: 'PasswordChanged', data: { userId: user.userId, changedAt: command.metadata.now.toISOString() } }];
}

export function requestPasswordReset(command: RequestPasswordReset, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  return [{ type: 'PasswordResetRequested', data: { userId: user.userId, expiresAt: command.data.expiresAt.toISOString() } }];
}

/** A reset by e-mailed link also proves the address belongs to the user, so it verifies it. */
export function resetPassword(command: ResetPassword, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  requireValidNewPassword(command.data.newPassword);
  const now = command.metadata.now.toISOString();
  const events: UserEvent[] = [{ type: 'PasswordReset', data: { userId: user.userId, resetAt: now } }];
  if (!user.emailVerified) events.push({ type: 'EmailVerified', data: { userId: user.userId, email: user.email, verifiedAt: now } });
  return events;
}

export function saveLanguagePreference(command: SaveLanguagePreference, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { language } = command.data;
  if (!isLanguage(language)) throw new DomainError(AccountMessages.invalidLanguage, { language: AccountMessages.invalidLanguage });
  if (user.language === language) return [];
  return [{ type: 'LanguagePreferenceSaved', data: { userId: user.userId, language } }];
}

/** Spec: 'Please enter a valid phone number.' for anything libphonenumber-js does not take as a valid (US by default) number. */
export function changePhoneNumber(command: ChangePhoneNumber, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const phoneNumber = normalisePhoneNumber(command.data.phoneNumber);
  if (!phoneNumber) throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.invalidPhoneNumber });
  if (phoneNumber === user.phoneNumber) return [];
  return [{ type: 'PhoneNumberChanged', data: { userId: user.userId, phoneNumber } }];
}

/** Only the number the code went to can be verified: a code for a number since replaced verifies nothing. */
export function verifyPhoneNumber(command: VerifyPhoneNumber, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (user.phoneNumber === null || user.phoneNumber !== command.data.phoneNumber) {
    throw DomainError.fromFieldErrors({ phoneNumber: AccountMessages.phoneNumberChanged });
  }
  if (user.phoneNumberVerified) return [];
  return [{ type: 'PhoneNumberVerified', data: { userId: user.userId, phoneNumber: user.phoneNumber, verifiedAt: command.metadata.now.toISOString() } }];
}

export function saveTutorRequestPreferences(command: SaveTutorRequestPreferences, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { preferences } = command.data;
  if (JSON.stringify(user.tutorRequestPreferences) === JSON.stringify(preferences)) return [];
  return [{ type: 'TutorRequestPreferencesSaved', data: { userId: user.userId, preferences } }];
}

/** Connected again to the same Zoom account, nothing more is recorded. */
export function associateZoomAccount(command: AssociateZoomAccount, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { zoomProfile } = command.data;
  const fits = (text: unknown, limit: number) => typeof text === 'string' && text.length <= limit;
  if (!fits(zoomProfile.id, MAX_TEXT_LENGTH.externalId) || !fits(zoomProfile.firstName, MAX_TEXT_LENGTH.shortText) || !fits(zoomProfile.lastName, MAX_TEXT_LENGTH.shortText) || !fits(zoomProfile.email, MAX_TEXT_LENGTH.email)) {
    throw new DomainError(AccountMessages.invalidZoomProfile);
  }
  if (JSON.stringify(user.zoomProfile) === JSON.stringify(zoomProfile)) return [];
  return [{ type: 'ZoomAccountAssociated', data: { userId: user.userId, zoomProfile, associatedAt: command.metadata.now.toISOString() } }];
}

/** Disconnecting needs a connected account: a second click has nothing left to disconnect. */
export function disassociateZoomAccount(command: DisassociateZoomAccount, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (!user.zoomProfile) throw new DomainError(AccountMessages.noZoomAccount);
  return [{ type: 'ZoomAccountDisassociated', data: { userId: user.userId, zoomUserId: user.zoomProfile.id, disassociatedAt: command.metadata.now.toISOString() } }];
}

/** Saving the settings already in force records nothing. */
export function editNotificationSettings(command: EditNotificationSettings, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { settings } = command.data;
  if (!isNotificationSettings(settings)) throw DomainError.fromFieldErrors({ settings: AccountMessages.invalidNotificationSettings });
  const saved = (from: NotificationSettings) => JSON.stringify(Object.fromEntries(Object.entries(from).map(([kind, channels]) => [kind, [channels.email, channels.text, channels.push]]).sort()));
  if (saved(user.notificationSettings) === saved(settings)) return [];
  return [{ type: 'NotificationSettingsEdited', data: { userId: user.userId, settings } }];
}

/** Only a student's account may become a tutor's this way (spec: student profiles see Become a Tutor); a tutor already is one. */
export function addTutorProfileType(command: AddTutorProfileType, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (user.profileTypes.includes('TUTOR')) return [];
  if (!isEligibleStudent(user)) throw new DomainError(AccountMessages.notEligibleStudent);
  return [{ type: 'TutorProfileTypeAdded', data: { userId: user.userId, firstName: user.firstName, lastName: user.lastName, addedAt: command.metadata.now.toISOString() } }];
}

/** The same place again records nothing; the handler has looked the ZIP code up in the catalog. */
export function setCurrentLocation(command: SetCurrentLocation, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { location } = command.data;
  if (!isUsZip(location.zip) || !isUsStateCode(location.state) || lengthProblem(location.city.trim(), MAX_TEXT_LENGTH.shortText) || !location.city.trim()) {
    throw DomainError.fromFieldErrors({ zipCode: AccountMessages.invalidZipCode });
  }
  if (JSON.stringify(user.currentLocation) === JSON.stringify(location)) return [];
  return [{ type: 'CurrentLocationSet', data: { userId: user.userId, location } }];
}

/** A client account of a student (not a parent or other client, not a tutor already). */
export function isEligibleStudent(user: Pick<Registered, 'profileTypes' | 'clientProfileType'>): boolean {
  return user.profileTypes.includes('STUDENT_OR_PARENT') && !user.profileTypes.includes('TUTOR') && user.clientProfileType === 'STUDENT';
}

/** saveNewUserPassword: the same password rule as the user's own change. */
export function setPasswordByAdmin(command: SetPasswordByAdmin, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  requireValidNewPassword(command.data.newPassword);
  return [{ type: 'PasswordSetByAdmin', data: { userId: user.userId, byUserId: command.data.byUserId, setAt: command.metadata.now.toISOString() } }];
}

/** deleteUser: once, with a reason; a second deletion finds nothing left to delete. */
export function deleteUser(command: DeleteUser, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const reason = typeof command.data.reason === 'string' ? command.data.reason.trim() : '';
  throwIfInvalid({
    reason: !reason ? AccountMessages.deleteReasonRequired : reason.length > MAX_DELETE_REASON_LENGTH ? AccountMessages.deleteReasonTooLong : undefined,
  });
  const acceptedInvitationIds = command.data.acceptedInvitationIds ?? [];
  return [
    {
      type: 'UserDeleted',
      data: { userId: user.userId, byUserId: command.data.byUserId, reason, deletedAt: command.metadata.now.toISOString(), ...(acceptedInvitationIds.length > 0 ? { acceptedInvitationIds } : {}) },
    },
  ];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'SignUpUser':
      return signUpUser(command, state);
    case 'RequestEmailVerification':
      return requestEmailVerification(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'SaveLanguagePreference':
      return saveLanguagePreference(command, state);
    case 'ChangePhoneNumber':
      return changePhoneNumber(command, state);
    case 'VerifyPhoneNumber':
      return verifyPhoneNumber(command, state);
    case 'SaveTutorRequestPreferences':
      return saveTutorRequestPreferences(command, state);
    case 'AssociateZoomAccount':
      return associateZoomAccount(command, state);
    case 'DisassociateZoomAccount':
      return disassociateZoomAccount(command, state);
    case 'EditNotificationSettings':
      return editNotificationSettings(command, state);
    case 'AddTutorProfileType':
      return addTutorProfileType(command, state);
    case 'SetCurrentLocation':
      return setCurrentLocation(command, state);
    case 'SetPasswordByAdmin':
      return setPasswordByAdmin(command, state);
    case 'DeleteUser':
      return deleteUser(command, state);
    case 'EditProfileDetails':
      return editProfileDetails(command, state);
    case 'SetUserTimeZone':
      return setUserTimeZone(command, state);
    case 'SignUpWithIdentity':
      return signUpWithIdentity(command, state);
    case 'LinkOAuthIdentity':
      return linkOAuthIdentity(command, state);
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

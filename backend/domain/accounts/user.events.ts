import { DomainEvent } from '../shared/decider';
import { TutorRequestPreferences } from '../requests/tutor-request-preferences';
import { ClientProfileType, Language, ProfileType } from './account.rules';
import { NotificationSettings } from './notification-settings';
import { OAuthProvider } from './oauth-identity.decider';
import { ProfileDetailsChanges } from './profile-details';

/**
 * Facts about a user account. No password hash or token ever appears here: credentials live in
 * the CredentialStore, outside the log, so the log can be read, replayed and shared safely.
 */
export type UserSignedUp = DomainEvent<
  'UserSignedUp',
  {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    profileTypes: ProfileType[];
    clientProfileType: ClientProfileType | null;
    phoneNumber: string | null;
    referralCode: string | null;
    languagePreference: Language;
    signedUpAt: string;
  }
>;
export type EmailVerificationRequested = DomainEvent<
  'EmailVerificationRequested',
  { userId: string; email: string; expiresAt: string }
>;
export type EmailVerified = DomainEvent<'EmailVerified', { userId: string; email: string; verifiedAt: string }>;
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; changedAt: string }>;
export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', { userId: string; expiresAt: string }>;
export type PasswordReset = DomainEvent<'PasswordReset', { userId: string; resetAt: string }>;
export type LanguagePreferenceSaved = DomainEvent<'LanguagePreferenceSaved', { userId: string; language: Language }>;

/** A new number (E.164), not verified until a code sent to it comes back; clears any earlier verification. */
export type PhoneNumberChanged = DomainEvent<'PhoneNumberChanged', { userId: string; phoneNumber: string }>;
/** The user typed the code texted to this number. The code itself never enters the log. */
export type PhoneNumberVerified = DomainEvent<'PhoneNumberVerified', { userId: string; phoneNumber: string; verifiedAt: string }>;
/** The tutor request form's values kept to prefill the next request (the form's save-preferences box). */
export type TutorRequestPreferencesSaved = DomainEvent<'TutorRequestPreferencesSaved', { userId: string; preferences: TutorRequestPreferences }>;

/** The user connected their Zoom account (`associateZoom`); its tokens are kept out of the log. */
export type ZoomAccountAssociated = DomainEvent<'ZoomAccountAssociated', { userId: string; zoomProfile: ZoomProfile; associatedAt: string }>;

/** The user disconnected their Zoom account; its kept tokens are dropped outside the log. */
export type ZoomAccountDisassociated = DomainEvent<'ZoomAccountDisassociated', { userId: string; zoomUserId: string; disassociatedAt: string }>;
/** The whole set of notice settings from then on (editNotificationSettings). */
export type NotificationSettingsEdited = DomainEvent<'NotificationSettingsEdited', { userId: string; settings: NotificationSettings }>;

/**
 * A student's account took the tutor profile type too: their application to tutor from their own
 * account (`studentApplyToTutor`) was submitted. The names let tutor read models name the tutor.
 */
export type TutorProfileTypeAdded = DomainEvent<'TutorProfileTypeAdded', { userId: string; firstName: string; lastName: string; addedAt: string }>;

/** The client's own place (spec section 3: currentLocation), set from a ZIP code in the welcome steps. */
export type CurrentLocationSet = DomainEvent<'CurrentLocationSet', { userId: string; location: CurrentLocation }>;

/** A US ZIP code with its city and state (spec section 3: currentLocation zip, city, state). */
export interface CurrentLocation {
  zip: string;
  city: string;
  state: string;
}
/** An admin set the user's password (saveNewUserPassword): earlier sessions end, the user is e-mailed. */
export type PasswordSetByAdmin = DomainEvent<'PasswordSetByAdmin', { userId: string; byUserId: string; setAt: string }>;

/**
 * An admin erased the person (deleteUser): their personal-data key is destroyed, so every personal
 * field of their events reads as a placeholder from then on, while the facts (sessions, payouts) stay.
 */
/**
 * `acceptedInvitationIds`: the invitations this person accepted, which hold their name and address as
 * the invitee; their personal data goes with them (absent on events recorded before it was added).
 */
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; byUserId: string; reason: string; deletedAt: string; acceptedInvitationIds?: string[] }>;
/** Edit-profile (editPrimaryInfo, editPersonalInfo, updateUser): only the fields that changed, as recorded. */
export type ProfileDetailsEdited = DomainEvent<'ProfileDetailsEdited', { userId: string; changes: ProfileDetailsChanges }>;
/** The user's own time zone (editTimeZoneId), a US IANA id: times are shown to them in it. */
export type UserTimeZoneSet = DomainEvent<'UserTimeZoneSet', { userId: string; timeZoneId: string }>;
/** The account signs in with a Google or Facebook account (its identity stream is claimed for it). */
export type OAuthIdentityLinked = DomainEvent<'OAuthIdentityLinked', { userId: string; provider: OAuthProvider; subject: string; linkedAt: string }>;

/** The Zoom account of a user (spec section 3: zoomProfile). */
export interface ZoomProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type UserEvent =
  | UserSignedUp
  | EmailVerificationRequested
  | EmailVerified
  | PasswordChanged
  | PasswordResetRequested
  | PasswordReset
  | LanguagePreferenceSaved
  | PhoneNumberChanged
  | PhoneNumberVerified
  | TutorRequestPreferencesSaved
  | ZoomAccountAssociated
  | ZoomAccountDisassociated
  | NotificationSettingsEdited
  | TutorProfileTypeAdded
  | CurrentLocationSet
  | PasswordSetByAdmin
  | UserDeleted
  | ProfileDetailsEdited
  | UserTimeZoneSet
  | OAuthIdentityLinked;

export const USER_EVENT_TYPES: ReadonlyArray<UserEvent['type']> = [
  'UserSignedUp',
  'EmailVerificationRequested',
  'EmailVerified',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
  'LanguagePreferenceSaved',
  'PhoneNumberChanged',
  'PhoneNumberVerified',
  'TutorRequestPreferencesSaved',
  'ZoomAccountAssociated',
  'ZoomAccountDisassociated',
  'NotificationSettingsEdited',
  'TutorProfileTypeAdded',
  'CurrentLocationSet',
  'PasswordSetByAdmin',
  'UserDeleted',
  'ProfileDetailsEdited',
  'UserTimeZoneSet',
  'OAuthIdentityLinked',
];

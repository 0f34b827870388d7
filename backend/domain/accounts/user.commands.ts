import { CurrentLocation, ZoomProfile } from './user.events';
import { DomainCommand } from '../shared/decider';
import { TutorRequestPreferences } from '../requests/tutor-request-preferences';
import { ClientProfileType, ProfileType } from './account.rules';
import { NotificationSettings } from './notification-settings';
import { VerifiedIdentity } from './oauth-identity.decider';
import { ProfileDetailsInput } from './profile-details';

export type SignUpUser = DomainCommand<
  'SignUpUser',
  {
    userId: string;
    email: string;
    /** Checked against the rules here; only its hash is kept, outside the log. */
    password: string;
    firstName: string;
    lastName: string;
    profileTypes: ProfileType[];
    clientProfileType?: ClientProfileType | null;
    phoneNumber?: string | null;
    referralCode?: string | null;
  }
>;
export type RequestEmailVerification = DomainCommand<'RequestEmailVerification', { expiresAt: Date }>;
/** Issued once the token presented has been matched to this user outside the domain. */
export type VerifyEmail = DomainCommand<'VerifyEmail', Record<string, never>>;
export type ChangePassword = DomainCommand<'ChangePassword', { newPassword: string }>;
export type RequestPasswordReset = DomainCommand<'RequestPasswordReset', { expiresAt: Date }>;
export type ResetPassword = DomainCommand<'ResetPassword', { newPassword: string }>;
export type SaveLanguagePreference = DomainCommand<'SaveLanguagePreference', { language: string }>;

/** The number as typed; parsed as a US number unless it carries a country code. */
export type ChangePhoneNumber = DomainCommand<'ChangePhoneNumber', { phoneNumber: string }>;
/** Issued once a code sent to `phoneNumber` has been matched outside the domain. */
export type VerifyPhoneNumber = DomainCommand<'VerifyPhoneNumber', { phoneNumber: string }>;
/** Values of a request form the decider of requests has already checked. */
export type SaveTutorRequestPreferences = DomainCommand<'SaveTutorRequestPreferences', { preferences: TutorRequestPreferences }>;

/** The Zoom account the user's authorization code was exchanged for. */
export type AssociateZoomAccount = DomainCommand<'AssociateZoomAccount', { zoomProfile: ZoomProfile }>;

/** The user disconnects their Zoom account from account settings. */
export type DisassociateZoomAccount = DomainCommand<'DisassociateZoomAccount', Record<string, never>>;
/** Which notices go out on which channel; checked whole, as typed values may come from anywhere. */
export type EditNotificationSettings = DomainCommand<'EditNotificationSettings', { settings: NotificationSettings }>;

/** The client's own place (the welcome steps' location), its city and state already looked up from the ZIP code. */
export type SetCurrentLocation = DomainCommand<'SetCurrentLocation', { location: CurrentLocation }>;

/** A student's submitted application to tutor: the account becomes a tutor's too. */
export type AddTutorProfileType = DomainCommand<'AddTutorProfileType', Record<string, never>>;

/** An admin sets the user's password (saveNewUserPassword); only its hash is kept, outside the log. */
export type SetPasswordByAdmin = DomainCommand<'SetPasswordByAdmin', { newPassword: string; byUserId: string }>;
/** An admin erases the person, saying why. */
export type DeleteUser = DomainCommand<'DeleteUser', { byUserId: string; reason: string; acceptedInvitationIds?: string[] }>;
/** Edit-profile: the fields given are checked and set, the others kept. */
export type EditProfileDetails = DomainCommand<'EditProfileDetails', { details: ProfileDetailsInput }>;
/** One of the US time zones with named labels (spec section 9). */
export type SetUserTimeZone = DomainCommand<'SetUserTimeZone', { timeZoneId: string }>;
/** A new account from a provider's verified identity: no password; the address verified when the provider says so. */
export type SignUpWithIdentity = DomainCommand<
  'SignUpWithIdentity',
  { userId: string; identity: VerifiedIdentity; profileTypes: ProfileType[]; clientProfileType?: ClientProfileType | null; referralCode?: string | null }
>;
/** An existing account starts signing in with a provider's account; only with an address the provider verified. */
export type LinkOAuthIdentity = DomainCommand<'LinkOAuthIdentity', { identity: VerifiedIdentity }>;

export type UserCommand =
  | SignUpUser
  | RequestEmailVerification
  | VerifyEmail
  | ChangePassword
  | RequestPasswordReset
  | ResetPassword
  | SaveLanguagePreference
  | ChangePhoneNumber
  | VerifyPhoneNumber
  | SaveTutorRequestPreferences
  | AssociateZoomAccount
  | DisassociateZoomAccount
  | EditNotificationSettings
  | AddTutorProfileType
  | SetCurrentLocation
  | SetPasswordByAdmin
  | DeleteUser
  | EditProfileDetails
  | SetUserTimeZone
  | SignUpWithIdentity
  | LinkOAuthIdentity;

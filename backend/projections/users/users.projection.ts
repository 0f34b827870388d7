import { ClientProfileType, Language, ProfileType } from '../../domain/accounts/account.rules';
import { NotificationSettings } from '../../domain/accounts/notification-settings';
import { UserEvent, ZoomProfile } from '../../domain/accounts/user.events';
import { CurrentSchool } from '../../domain/accounts/profile-details';
import { GradeLevel } from '../../domain/catalog/catalog.vocabulary';
import { PaymentMethod } from '../../domain/tutor-application/tutor-application.rules';
import { OAuthProvider } from '../../domain/accounts/oauth-identity.decider';
import { TutorRequestPreferences } from '../../domain/requests/tutor-request-preferences';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** The account as the signed-in user and the auth layer see it. */
export interface UserDocument extends ProjectedDocument {
  email: { address: string; verified: boolean };
  createdAt: string;
  profile: {
    firstName: string;
    lastName: string;
    profileTypes: ProfileType[];
    clientProfileType: ClientProfileType | null;
    languagePreference: Language;
    phoneNumber: string | null;
    isPhoneNumberVerified: boolean;
    referralCode: string | null;
    /** Set once the user has sent a request with save-preferences checked. */
    tutorRequestPreferences?: TutorRequestPreferences | null;
    /** Edit-profile's fields, each absent until first set; the birthday an ISO date. */
    birthday?: string | null;
    gradeLevel?: GradeLevel | null;
    currentSchool?: CurrentSchool | null;
    isReceivingNewsletters?: boolean;
    /** The user's own US time zone (editTimeZoneId). */
    timeZoneId?: string | null;
    /** A tutor's payout preferences (editPaidPreference, editPrefPaymentMethod, editPayoutPhoneNumber). */
    paidPreference?: boolean;
    prefPaymentMethod?: PaymentMethod;
    payoutPhoneNumber?: string | null;
  };
  /** The providers the user signs in with (Google, Facebook); absent: none. */
  oauthProviders?: OAuthProvider[];
  /** The connected Zoom account (associateZoom); absent until one is. */
  zoomProfile?: ZoomProfile | null;
  /** Which notices go out on which channel (editNotificationSettings); absent: all of them. */
  notificationSettings?: NotificationSettings;
  /** Bumped by every password change or reset; session tokens carrying an older value are refused. */
  passwordVersion: number;
}

export const USERS_COLLECTION = 'users';

const HANDLED: ReadonlyArray<UserEvent['type']> = [
  'UserSignedUp',
  'EmailVerified',
  'PasswordChanged',
  'PasswordReset',
  'LanguagePreferenceSaved',
  'PhoneNumberChanged',
  'PhoneNumberVerified',
  'TutorRequestPreferencesSaved',
  'ZoomAccountAssociated',
  'ZoomAccountDisassociated',
  'NotificationSettingsEdited',
  'TutorProfileTypeAdded',
  'ProfileDetailsEdited',
  'UserTimeZoneSet',
  'OAuthIdentityLinked',
];

export function evolveUserDocument(current: UserDocument | null, event: UserEvent, position: number): UserDocument | null {
  if (event.type === 'UserSignedUp') {
    const data = event.data;
    return {
      _id: data.userId,
      email: { address: data.email, verified: false },
      createdAt: data.signedUpAt,
      profile: {
        firstName: data.firstName,
        lastName: data.lastName,
        profileTypes: data.profileTypes,
        clientProfileType: data.clientProfileType,
        languagePreference: data.languagePreference,
        phoneNumber: data.phoneNumber,
        isPhoneNumberVerified: false,
        referralCode: data.referralCode,
      },
      passwordVersion: 0,
      _position: position,
    };
  }
  if (!current) return null;
  switch (event.type) {
    case 'EmailVerified':
      return { ...current, email: { ...current.email, verified: true }, _position: position };
    case 'PasswordChanged':
    case 'PasswordReset':
      return { ...current, passwordVersion: current.passwordVersion + 1, _position: position };
    case 'LanguagePreferenceSaved':
      return { ...current, profile: { ...current.profile, languagePreference: event.data.language }, _position: position };
    case 'PhoneNumberChanged':
      return { ...current, profile: { ...current.profile, phoneNumber: event.data.phoneNumber, isPhoneNumberVerified: false }, _position: position };
    case 'PhoneNumberVerified':
      return current.profile.phoneNumber === event.data.phoneNumber
        ? { ...current, profile: { ...current.profile, isPhoneNumberVerified: true }, _position: position }
        : current;
    case 'TutorRequestPreferencesSaved':
      return { ...current, profile: { ...current.profile, tutorRequestPreferences: event.data.preferences }, _position: position };
    case 'ZoomAccountAssociated':
      return { ...current, zoomProfile: event.data.zoomProfile, _position: position };
    case 'ZoomAccountDisassociated':
      return { ...current, zoomProfile: null, _position: position };
    case 'NotificationSettingsEdited':
      return { ...current, notificationSettings: event.data.settings, _position: position };
    case 'TutorProfileTypeAdded':
      return current.profile.profileTypes.includes('TUTOR')
        ? current
        : { ...current, profile: { ...current.profile, profileTypes: [...current.profile.profileTypes, 'TUTOR'] }, _position: position };
    case 'ProfileDetailsEdited':
      return { ...current, profile: { ...current.profile, ...event.data.changes }, _position: position };
    case 'UserTimeZoneSet':
      return { ...current, profile: { ...current.profile, timeZoneId: event.data.timeZoneId }, _position: position };
    case 'OAuthIdentityLinked':
      return { ...current, oauthProviders: [...new Set([...(current.oauthProviders ?? []), event.data.provider])], _position: position };
    default:
      return current;
  }
}

export const usersProjection: ProjectionDefinition = {
  name: 'users',
  version: 2,
  handles: HANDLED,
  collections: [USERS_COLLECTION],
  async setup(store) {
    await store.collection(USERS_COLLECTION).createIndex({ keys: { 'email.address': 1 }, unique: true, name: 'by_email' });
  },
  async apply(event: RecordedEvent, store) {
    const userEvent = { type: event.type, data: event.data } as UserEvent;
    await evolveDocument(store.collection<UserDocument>(USERS_COLLECTION), userEvent.data.userId, event, (current) =>
      evolveUserDocument(current, userEvent, event.position),
    );
  },
};

export function findUserById(readModels: ReadModels, userId: string): Promise<UserDocument | null> {
  return readModels.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId });
}

export function findUserByEmail(readModels: ReadModels, email: string): Promise<UserDocument | null> {
  return readModels.collection<UserDocument>(USERS_COLLECTION).findOne({ 'email.address': email });
}

/** The account holding a phone number (E.164), if any. */
export function findUserByPhoneNumber(readModels: ReadModels, phoneNumber: string): Promise<UserDocument | null> {
  return readModels.collection<UserDocument>(USERS_COLLECTION).findOne({ 'profile.phoneNumber': phoneNumber });
}

import { ClientProfileType, Language, ProfileType } from '../../domain/accounts/account.rules';
import { NotificationSettings, receivesNewsletters, withNewslettersByEmail } from '../../domain/accounts/notification-settings';
import { CurrentLocation, UserEvent, ZoomProfile } from '../../domain/accounts/user.events';
import { CurrentSchool } from '../../domain/accounts/profile-details';
import { GradeLevel } from '../../domain/catalog/catalog.vocabulary';
import { PaymentMethod } from '../../domain/tutor-application/tutor-application.rules';
import { OAuthProvider } from '../../domain/accounts/oauth-identity.decider';
import { TutorRequestPreferences } from '../../domain/requests/tutor-request-preferences';
import { DELETED_USER_NAME, deletedEmailOf } from '../../domain/personal-data/personal-fields';
import { nameWordsOf } from '../tutor-search/search-keys';
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
    /** The client's own place (the welcome steps' location); absent until set. */
    currentLocation?: CurrentLocation | null;
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
  /** The words of the name, accents folded and lower-cased, that admins search users by (`nameWords: { $regex: '^word' }`). */
  nameWords: string[];
  /** Erased by an admin (deleteUser): the document keeps the id and the roles, and no personal data. */
  deleted?: boolean;
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
  'CurrentLocationSet',
  'PasswordSetByAdmin',
  'UserDeleted',
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
      nameWords: nameWordsOf(data.firstName, data.lastName),
      _position: position,
    };
  }
  if (!current) return null;
  switch (event.type) {
    case 'EmailVerified':
      return { ...current, email: { ...current.email, verified: true }, _position: position };
    case 'PasswordChanged':
    case 'PasswordReset':
    case 'PasswordSetByAdmin':
      return { ...current, passwordVersion: current.passwordVersion + 1, _position: position };
    case 'UserDeleted':
      return deletedUserDocument(current, position);
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
      // Newsletters by e-mail is edit-profile's newsletters switch too (one choice, see withNewslettersByEmail).
      return { ...current, notificationSettings: event.data.settings, profile: { ...current.profile, isReceivingNewsletters: receivesNewsletters(event.data.settings) }, _position: position };
    case 'TutorProfileTypeAdded':
      return current.profile.profileTypes.includes('TUTOR')
        ? current
        : { ...current, profile: { ...current.profile, profileTypes: [...current.profile.profileTypes, 'TUTOR'] }, _position: position };
    case 'CurrentLocationSet':
      return { ...current, profile: { ...current.profile, currentLocation: event.data.location }, _position: position };
    case 'ProfileDetailsEdited': {
      const receiving = event.data.changes.isReceivingNewsletters;
      const notificationSettings = receiving === undefined ? current.notificationSettings : withNewslettersByEmail(current.notificationSettings, receiving);
      return { ...current, profile: { ...current.profile, ...event.data.changes }, notificationSettings, _position: position };
    }
    case 'UserTimeZoneSet':
      return { ...current, profile: { ...current.profile, timeZoneId: event.data.timeZoneId }, _position: position };
    case 'OAuthIdentityLinked':
      return { ...current, oauthProviders: [...new Set([...(current.oauthProviders ?? []), event.data.provider])], _position: position };
    default:
      return current;
  }
}

/** What is left of a deleted user: the id, the roles and the dates; every session token refused (the version moves on). */
function deletedUserDocument(current: UserDocument, position: number): UserDocument {
  return {
    _id: current._id,
    email: { address: deletedEmailOf(current._id), verified: false },
    createdAt: current.createdAt,
    profile: {
      firstName: DELETED_USER_NAME,
      lastName: '',
      profileTypes: current.profile.profileTypes,
      clientProfileType: current.profile.clientProfileType,
      languagePreference: current.profile.languagePreference,
      phoneNumber: null,
      isPhoneNumberVerified: false,
      referralCode: current.profile.referralCode,
    },
    passwordVersion: current.passwordVersion + 1,
    nameWords: [],
    deleted: true,
    _position: position,
  };
}

export const usersProjection: ProjectionDefinition = {
  name: 'users',
  // 2: nameWords, for the admins' user search. 4: newsletters by e-mail and isReceivingNewsletters kept as one choice.
  version: 4,
  handles: HANDLED,
  collections: [USERS_COLLECTION],
  async setup(store) {
    await store.collection(USERS_COLLECTION).createIndex({ keys: { 'email.address': 1 }, unique: true, name: 'by_email' });
    await store.collection(USERS_COLLECTION).createIndex({ keys: { nameWords: 1 }, name: 'by_name_words' });
  },
  async apply(event: RecordedEvent, store) {
    const userEvent = { type: event.type, data: event.data } as UserEvent;
    // evolveUserDocument builds the next document from the current one without changing it.
    await evolveDocument(store.collection<UserDocument>(USERS_COLLECTION), userEvent.data.userId, event, (current) => evolveUserDocument(current, userEvent, event.position), {
      evolveKeepsCurrent: true,
    });
  },
};

/** `readOnly`: the caller never changes the user it gets (the in-memory store then hands out its own frozen document, uncopied). */
export function findUserById(readModels: ReadModels, userId: string, options: { readOnly?: boolean } = {}): Promise<UserDocument | null> {
  return readModels.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId }, options);
}

export function findUserByEmail(readModels: ReadModels, email: string): Promise<UserDocument | null> {
  return readModels.collection<UserDocument>(USERS_COLLECTION).findOne({ 'email.address': email });
}

/** The account holding a phone number (E.164), if any. */
export function findUserByPhoneNumber(readModels: ReadModels, phoneNumber: string): Promise<UserDocument | null> {
  return readModels.collection<UserDocument>(USERS_COLLECTION).findOne({ 'profile.phoneNumber': phoneNumber });
}

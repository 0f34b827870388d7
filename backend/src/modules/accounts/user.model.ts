import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CLIENT_PROFILE_TYPES, ClientProfileType, DEFAULT_LANGUAGE, LANGUAGES, PROFILE_TYPES, ProfileType } from '../../../domain/accounts/account.rules';
import {
  shownBoolean,
  shownEnum,
  shownEnumList,
  shownInstant,
  shownOptionalEnum,
  shownOptionalText,
  shownText,
  shownTextList,
} from '../../../projections/runner/shown-values';
import { UserDocument } from '../../../projections/users/users.projection';
import { allowsNotice, NOTICE_CATEGORIES, NOTICE_CHANNELS, NotificationSettings } from '../../../domain/accounts/notification-settings';
import { GRADE_LEVELS } from '../../../domain/catalog/catalog.vocabulary';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from '../../../domain/tutor-application/tutor-application.rules';
import { isUsTimeZoneId } from '../../../domain/tutors/tutor-profile-editor.rules';

export enum ProfileTypeEnum {
  TUTOR = 'TUTOR',
  STUDENT_OR_PARENT = 'STUDENT_OR_PARENT',
  ADMIN = 'ADMIN',
}
registerEnumType(ProfileTypeEnum, { name: 'ProfileType' });

export enum ClientProfileTypeEnum {
  PARENT = 'PARENT',
  STUDENT = 'STUDENT',
  OTHER = 'OTHER',
}
registerEnumType(ClientProfileTypeEnum, { name: 'ClientProfileType' });

@ObjectType('UserEmail')
export class UserEmailModel {
  @Field(() => String) address!: string;
  @Field(() => Boolean) verified!: boolean;
}

@ObjectType('TutorRequestPreferences', { description: 'The last tutor request form sent with save-preferences checked: what the next form is prefilled with.' })
export class TutorRequestPreferencesModel {
  @Field(() => String) subject!: string;
  @Field(() => String, { description: 'ELEMENTARY, MIDDLE_SCHOOL, HIGH_SCHOOL or COLLEGE (University).' }) gradeLevel!: string;
  @Field(() => String, { description: 'no-preference, in-person or online.' }) sessionType!: string;
  @Field(() => String, { nullable: true }) zipCode!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => [String], { description: 'MONDAY … SUNDAY.' }) daysAvailable!: string[];
  @Field(() => String) timeAvailable!: string;
}

@ObjectType('CurrentLocation', { description: "A client's own place: a US ZIP code with its city and state." })
export class CurrentLocationModel {
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
}

@ObjectType('CurrentSchool', { description: 'The school a client attends.' })
export class CurrentSchoolModel {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
}

/** An ISO date ('2008-02-29') as the spec's birthdayMonth/Day/Year; nulls for anything else. */
function birthdayParts(value: unknown): { birthdayMonth: number | null; birthdayDay: number | null; birthdayYear: number | null } {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return { birthdayMonth: null, birthdayDay: null, birthdayYear: null };
  return { birthdayYear: Number(match[1]), birthdayMonth: Number(match[2]), birthdayDay: Number(match[3]) };
}

@ObjectType('Profile')
export class ProfileModel {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => [ProfileTypeEnum]) profileTypes!: ProfileType[];
  @Field(() => ClientProfileTypeEnum, { nullable: true }) clientProfileType!: ClientProfileType | null;
  @Field(() => String, { description: 'Interface language: en or sp.' }) languagePreference!: string;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field(() => Boolean) isPhoneNumberVerified!: boolean;
  @Field(() => TutorRequestPreferencesModel, { nullable: true }) tutorRequestPreferences!: TutorRequestPreferencesModel | null;
  @Field(() => CurrentLocationModel, { nullable: true, description: "The client's own place, set in the welcome steps; null until set." }) currentLocation!: CurrentLocationModel | null;
  @Field(() => Int, { nullable: true, description: '1 to 12.' }) birthdayMonth!: number | null;
  @Field(() => Int, { nullable: true }) birthdayDay!: number | null;
  @Field(() => Int, { nullable: true }) birthdayYear!: number | null;
  @Field(() => String, { nullable: true, description: 'ELEMENTARY, MIDDLE_SCHOOL, HIGH_SCHOOL or COLLEGE.' }) gradeLevel!: string | null;
  @Field(() => CurrentSchoolModel, { nullable: true }) currentSchool!: CurrentSchoolModel | null;
  @Field(() => Boolean, { description: 'Newsletters by e-mail; on until the user turns them off.' }) isReceivingNewsletters!: boolean;
  @Field(() => String, { nullable: true, description: "The user's US time zone (IANA id) times are shown in; null until chosen: the browser's own then." }) timeZoneId!: string | null;
  @Field(() => Boolean, { description: 'Tutors: paid (true, the default) or volunteering.' }) paidPreference!: boolean;
  @Field(() => String, { description: 'Tutors: the manual payout method, venmo (the default) or paypal.' }) prefPaymentMethod!: string;
  @Field(() => String, { nullable: true, description: 'Tutors: the phone number (E.164) Venmo pays to, when the Venmo account is linked to a phone.' }) payoutPhoneNumber!: string | null;
}

@ObjectType('ZoomProfile', { description: 'The Zoom account a user connected (associateZoom).' })
export class ZoomProfileModel {
  @Field(() => String) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
}

@ObjectType('NoticeChannels', { description: 'Whether a kind of notice goes out by e-mail, text (SMS) and push.' })
export class NoticeChannelsModel {
  @Field(() => Boolean) email!: boolean;
  @Field(() => Boolean) text!: boolean;
  @Field(() => Boolean) push!: boolean;
}

@ObjectType('NotificationSettings', { description: 'The notices a user gets, per kind and channel (editNotificationSettings); all on until edited.' })
export class NotificationSettingsModel {
  @Field(() => NoticeChannelsModel) requests!: NoticeChannelsModel;
  @Field(() => NoticeChannelsModel) messages!: NoticeChannelsModel;
  @Field(() => NoticeChannelsModel) sessions!: NoticeChannelsModel;
  @Field(() => NoticeChannelsModel) payouts!: NoticeChannelsModel;
  @Field(() => NoticeChannelsModel) newsletters!: NoticeChannelsModel;
}

/** Stored settings as the channels the notices honour: anything absent or odd counts as on, as it does for the mailers. */
function shownNotificationSettings(stored: Partial<NotificationSettings> | undefined): NotificationSettingsModel {
  return Object.fromEntries(
    NOTICE_CATEGORIES.map((category) => [category, Object.fromEntries(NOTICE_CHANNELS.map((channel) => [channel, allowsNotice(stored, category, channel)]))]),
  ) as unknown as NotificationSettingsModel;
}

@ObjectType('User')
export class UserModel {
  @Field(() => ID) id!: string;
  @Field(() => UserEmailModel) email!: UserEmailModel;
  @Field(() => String, { description: 'ISO-8601 instant of sign-up.' }) createdAt!: string;
  @Field(() => Boolean) isOAuthAccount!: boolean;
  @Field(() => ProfileModel) profile!: ProfileModel;
  @Field(() => ZoomProfileModel, { nullable: true }) zoomProfile!: ZoomProfileModel | null;
  @Field(() => NotificationSettingsModel) notificationSettings!: NotificationSettingsModel;

  /** Every stored value through its fallback (shown-values.ts): an odd account still shows. */
  static fromDocument(document: UserDocument): UserModel {
    const profile = document.profile ?? ({} as Partial<UserDocument['profile']>);
    const preferences = profile.tutorRequestPreferences ?? null;
    const zoom = document.zoomProfile ?? null;
    const location = profile.currentLocation ?? null;
    return {
      id: document._id,
      email: { address: shownText(document.email?.address, '', 'user.email'), verified: shownBoolean(document.email?.verified, false, 'user.email.verified') },
      createdAt: shownInstant(document.createdAt, new Date(0).toISOString(), 'user.createdAt'),
      isOAuthAccount: Array.isArray(document.oauthProviders) && document.oauthProviders.length > 0,
      notificationSettings: shownNotificationSettings(document.notificationSettings),
      zoomProfile: zoom
        ? {
            id: shownText(zoom.id, '', 'user.zoomProfile.id'),
            firstName: shownText(zoom.firstName, '', 'user.zoomProfile.firstName'),
            lastName: shownText(zoom.lastName, '', 'user.zoomProfile.lastName'),
            email: shownText(zoom.email, '', 'user.zoomProfile.email'),
          }
        : null,
      profile: {
        firstName: shownText(profile.firstName, '', 'user.firstName'),
        lastName: shownText(profile.lastName, '', 'user.lastName'),
        profileTypes: shownEnumList(PROFILE_TYPES, profile.profileTypes, 'user.profileTypes'),
        clientProfileType: shownOptionalEnum(CLIENT_PROFILE_TYPES, profile.clientProfileType, 'user.clientProfileType'),
        languagePreference: shownEnum(LANGUAGES, profile.languagePreference, DEFAULT_LANGUAGE, 'user.languagePreference'),
        phoneNumber: shownOptionalText(profile.phoneNumber, 'user.phoneNumber'),
        isPhoneNumberVerified: shownBoolean(profile.isPhoneNumberVerified, false, 'user.isPhoneNumberVerified'),
        ...birthdayParts(profile.birthday),
        gradeLevel: shownOptionalEnum(GRADE_LEVELS, profile.gradeLevel, 'user.gradeLevel'),
        currentSchool: profile.currentSchool
          ? {
              name: shownText(profile.currentSchool.name, '', 'user.currentSchool.name'),
              city: shownOptionalText(profile.currentSchool.city, 'user.currentSchool.city'),
              state: shownOptionalText(profile.currentSchool.state, 'user.currentSchool.state'),
            }
          : null,
        isReceivingNewsletters: shownBoolean(profile.isReceivingNewsletters ?? true, true, 'user.isReceivingNewsletters'),
        timeZoneId: typeof profile.timeZoneId === 'string' && isUsTimeZoneId(profile.timeZoneId) ? profile.timeZoneId : null,
        paidPreference: shownBoolean(profile.paidPreference ?? true, true, 'user.paidPreference'),
        prefPaymentMethod: shownEnum(PAYMENT_METHODS, profile.prefPaymentMethod ?? DEFAULT_PAYMENT_METHOD, DEFAULT_PAYMENT_METHOD, 'user.prefPaymentMethod'),
        payoutPhoneNumber: shownOptionalText(profile.payoutPhoneNumber, 'user.payoutPhoneNumber'),
        tutorRequestPreferences: preferences
          ? {
              subject: shownText(preferences.subject, '', 'user.preferences.subject'),
              gradeLevel: shownText(preferences.gradeLevel, '', 'user.preferences.gradeLevel'),
              sessionType: shownText(preferences.sessionType, 'no-preference', 'user.preferences.sessionType'),
              zipCode: shownOptionalText(preferences.zipCode, 'user.preferences.zipCode'),
              city: shownOptionalText(preferences.city, 'user.preferences.city'),
              state: shownOptionalText(preferences.state, 'user.preferences.state'),
              daysAvailable: shownTextList(preferences.daysAvailable, 'user.preferences.daysAvailable'),
              timeAvailable: shownText(preferences.timeAvailable, '', 'user.preferences.timeAvailable'),
            }
          : null,
        currentLocation: location
          ? {
              zip: shownText(location.zip, '', 'user.currentLocation.zip'),
              city: shownText(location.city, '', 'user.currentLocation.city'),
              state: shownText(location.state, '', 'user.currentLocation.state'),
            }
          : null,
      },
    };
  }
}

@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field(() => String, { description: 'Session token; also set as an httpOnly cookie.' }) token!: string;
}

export enum LoginStatusEnum {
  SUCCESS = 'SUCCESS',
  EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED',
}
registerEnumType(LoginStatusEnum, { name: 'LoginStatus' });

@ObjectType('LoginPayload')
export class LoginPayloadModel {
  @Field(() => String) token!: string;
  @Field(() => LoginStatusEnum) status!: LoginStatusEnum;
}

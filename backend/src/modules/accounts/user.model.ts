import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ClientProfileType, ProfileType } from '../../../domain/accounts/account.rules';
import { UserDocument } from '../../../projections/users/users.projection';

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
}

@ObjectType('ZoomProfile', { description: 'The Zoom account a user connected (associateZoom).' })
export class ZoomProfileModel {
  @Field(() => String) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
}

@ObjectType('User')
export class UserModel {
  @Field(() => ID) id!: string;
  @Field(() => UserEmailModel) email!: UserEmailModel;
  @Field(() => String, { description: 'ISO-8601 instant of sign-up.' }) createdAt!: string;
  @Field(() => Boolean) isOAuthAccount!: boolean;
  @Field(() => ProfileModel) profile!: ProfileModel;
  @Field(() => ZoomProfileModel, { nullable: true }) zoomProfile!: ZoomProfileModel | null;

  static fromDocument(document: UserDocument): UserModel {
    const { profile } = document;
    return {
      id: document._id,
      email: { address: document.email.address, verified: document.email.verified },
      createdAt: document.createdAt,
      isOAuthAccount: false,
      zoomProfile: document.zoomProfile ?? null,
      profile: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileTypes: profile.profileTypes,
        clientProfileType: profile.clientProfileType,
        languagePreference: profile.languagePreference,
        phoneNumber: profile.phoneNumber,
        isPhoneNumberVerified: profile.isPhoneNumberVerified,
        tutorRequestPreferences: profile.tutorRequestPreferences ?? null,
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

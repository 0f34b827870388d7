import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GradeLevel } from '../../../domain/catalog/catalog.vocabulary';
import { TutorCard } from '../../../projections/tutor-search/tutor-card';
import { roundToTenth, TutorSearchDocument } from '../../../projections/tutor-search/tutor-search.projection';

export enum GradeLevelEnum {
  ELEMENTARY = 'ELEMENTARY',
  MIDDLE_SCHOOL = 'MIDDLE_SCHOOL',
  HIGH_SCHOOL = 'HIGH_SCHOOL',
  COLLEGE = 'COLLEGE',
}
registerEnumType(GradeLevelEnum, { name: 'GradeLevel', description: 'Elementary, Middle School, High School, College and above.' });

@ObjectType('TutorLocation')
export class TutorLocationModel {
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
}

@ObjectType('TutorSchool')
export class TutorSchoolModel {
  @Field(() => String, { nullable: true, description: 'Catalog institution id; null for a school typed in by hand.' }) id!: string | null;
  @Field(() => String) name!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
}

@ObjectType('TutorClass')
export class TutorClassModel {
  @Field(() => String) courseKey!: string;
  @Field(() => String) course!: string;
  @Field(() => String) subject!: string;
  @Field(() => String, { nullable: true }) school!: string | null;
  @Field(() => String, { nullable: true }) teacher!: string | null;
  @Field(() => Boolean) isHighSchoolClass!: boolean;
}

/** spec: profilePicture (src, rotation). */
@ObjectType('ProfilePicture')
export class ProfilePictureModel {
  @Field(() => String, { description: 'Where the picture is served, to anyone.' }) src!: string;
  @Field(() => Int, { description: 'Degrees to turn it clockwise when shown: 0, 90, 180 or 270.' }) rotation!: number;
}

@ObjectType('DayAvailability')
export class DayAvailabilityModel {
  @Field(() => String) day!: string;
  @Field(() => [String]) times!: string[];
}

/** A tutor as search results and profile pages show them. Mutations on a tutor's profile return it too. */
@ObjectType('Tutor')
export class TutorModel {
  @Field(() => ID, { description: 'The user id.' }) id!: string;
  @Field(() => String) profileId!: string;
  @Field(() => String) profilePageId!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastInitial!: string;
  @Field(() => TutorSchoolModel, { nullable: true }) school!: TutorSchoolModel | null;
  @Field(() => Boolean) isHighSchoolTutor!: boolean;
  @Field(() => String, { nullable: true }) bio!: string | null;
  @Field(() => Int, { nullable: true }) hourlyWage!: number | null;
  @Field(() => Float, { nullable: true, description: 'Average review score to 1 decimal; null without reviews.' }) avgReviewScore!: number | null;
  @Field(() => Int) reviewCount!: number;
  @Field(() => Float, { description: 'To 1 decimal.' }) hoursTutored!: number;
  @Field(() => [String]) subjects!: string[];
  @Field(() => [TutorClassModel]) classes!: TutorClassModel[];
  @Field(() => [String], { description: 'Course names, then subjects, without repeats.' }) teaches!: string[];
  @Field(() => [GradeLevelEnum]) gradesForTutoring!: GradeLevel[];
  @Field(() => String, { description: 'no-preference, in-person or online.' }) sessionPreference!: string;
  @Field(() => String, { nullable: true }) avaliabilityDesc!: string | null;
  @Field(() => [DayAvailabilityModel]) dailyAvaliability!: DayAvailabilityModel[];
  @Field(() => TutorLocationModel, { nullable: true }) location!: TutorLocationModel | null;
  @Field(() => Float, { nullable: true, description: 'Miles from the searched ZIP code, to 1 decimal; only on local results.' })
  distanceMiles!: number | null;
  @Field(() => Boolean) isVisible!: boolean;
  @Field(() => Boolean) hasSignedAgreement!: boolean;
  @Field(() => Boolean) isOnboarded!: boolean;
  @Field(() => ProfilePictureModel, { nullable: true, description: 'Null without a picture: the avatar shows initials.' })
  profilePicture!: ProfilePictureModel | null;
  @Field(() => String, { nullable: true, description: 'A US IANA time zone id (editTimeZoneId).' }) timeZoneId!: string | null;

  /** The tutor as GraphQL shows them: the card their document keeps (tutor-card.ts), with the distance from a searched ZIP code. */
  static fromDocument(tutor: Pick<TutorSearchDocument, 'card'>, distanceMiles: number | null = null): TutorModel {
    return TutorModel.fromCard(tutor.card, distanceMiles);
  }

  /** The stored card as it is (frozen, shared: nothing here changes it), or a copy with the distance. */
  static fromCard(card: TutorCard, distanceMiles: number | null = null): TutorModel {
    if (distanceMiles === null || !Number.isFinite(distanceMiles)) return card;
    return { ...card, distanceMiles: roundToTenth(distanceMiles) };
  }
}

/** The GraphQL type's own name, for code that reads better with it. */
export { TutorModel as Tutor };

import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GradeLevel } from '../../../domain/catalog/catalog.vocabulary';
import { roundToTenth, TutorView } from '../../../projections/tutor-search/tutor-search.projection';

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

/** Profile pictures are public (cards and profile pages show them to visitors), served by the tutors module. */
export function profilePictureSrc(tutorId: string, fileId: string): string {
  return `/profile-pictures/${encodeURIComponent(tutorId)}/${fileId}`;
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

  /**
   * The tutor as GraphQL shows them. `tutor` is the caller's own copy (read stores hand out
   * copies), so its arrays and sub-documents are used as they are rather than copied again.
   */
  static fromDocument(tutor: TutorView, distanceMiles: number | null = null): TutorModel {
    const courses = tutor.classes.map((tutorClass) => tutorClass.course);
    return {
      id: tutor._id,
      profileId: tutor.profileId ?? '',
      profilePageId: tutor.profilePageId ?? '',
      firstName: tutor.firstName,
      lastInitial: tutor.lastName.charAt(0).toUpperCase(),
      school: tutor.school,
      isHighSchoolTutor: tutor.isHighSchoolTutor,
      bio: tutor.bio,
      hourlyWage: tutor.hourlyWage,
      avgReviewScore: tutor.avgReviewScore,
      reviewCount: tutor.reviewCount,
      hoursTutored: tutor.hoursTutored,
      subjects: tutor.subjects,
      classes: tutor.classes,
      teaches: [...new Set([...courses, ...tutor.subjects])],
      gradesForTutoring: tutor.gradesForTutoring,
      sessionPreference: tutor.sessionPreference,
      avaliabilityDesc: tutor.availability.description,
      dailyAvaliability: tutor.availability.daily,
      location: tutor.location,
      distanceMiles: distanceMiles === null ? null : roundToTenth(distanceMiles),
      isVisible: tutor.isVisible,
      hasSignedAgreement: tutor.hasSignedAgreement,
      isOnboarded: tutor.isOnboarded,
      profilePicture: tutor.profilePicture ? { src: profilePictureSrc(tutor._id, tutor.profilePicture.fileId), rotation: tutor.profilePicture.rotation } : null,
      timeZoneId: tutor.timeZoneId ?? null,
    };
  }
}

/** The GraphQL type's own name, for code that reads better with it. */
export { TutorModel as Tutor };

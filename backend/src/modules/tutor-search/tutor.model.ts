import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GRADE_LEVELS, GradeLevel } from '../../../domain/catalog/catalog.vocabulary';
import {
  shownBoolean,
  shownEnumList,
  shownInt,
  shownList,
  shownNumber,
  shownOptionalInt,
  shownOptionalNumber,
  shownOptionalText,
  shownText,
  shownTextList,
} from '../../../projections/runner/shown-values';
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
    // Every stored value through its fallback (shown-values.ts): one odd profile never fails a search page.
    const classes = shownList<TutorClassModel>(tutor.classes, 'tutor.classes')
      .filter((tutorClass) => tutorClass !== null && typeof tutorClass === 'object')
      .map((tutorClass) => ({
        courseKey: shownText(tutorClass.courseKey, '', 'tutor.class.courseKey'),
        course: shownText(tutorClass.course, '', 'tutor.class.course'),
        subject: shownText(tutorClass.subject, '', 'tutor.class.subject'),
        school: shownOptionalText(tutorClass.school, 'tutor.class.school'),
        teacher: shownOptionalText(tutorClass.teacher, 'tutor.class.teacher'),
        isHighSchoolClass: shownBoolean(tutorClass.isHighSchoolClass, false, 'tutor.class.isHighSchoolClass'),
      }));
    const subjects = shownTextList(tutor.subjects, 'tutor.subjects');
    const school = tutor.school
      ? {
          id: shownOptionalText(tutor.school.id, 'tutor.school.id'),
          name: shownText(tutor.school.name, '', 'tutor.school.name'),
          city: shownText(tutor.school.city, '', 'tutor.school.city'),
          state: shownText(tutor.school.state, '', 'tutor.school.state'),
        }
      : null;
    const location = tutor.location
      ? {
          zip: shownText(tutor.location.zip, '', 'tutor.location.zip'),
          city: shownText(tutor.location.city, '', 'tutor.location.city'),
          state: shownText(tutor.location.state, '', 'tutor.location.state'),
        }
      : null;
    const availability = tutor.availability ?? { daily: [], description: null };
    const lastName = shownText(tutor.lastName, '', 'tutor.lastName');
    return {
      id: tutor._id,
      profileId: shownText(tutor.profileId ?? '', '', 'tutor.profileId'),
      profilePageId: shownText(tutor.profilePageId ?? '', '', 'tutor.profilePageId'),
      firstName: shownText(tutor.firstName, '', 'tutor.firstName'),
      lastInitial: lastName.charAt(0).toUpperCase(),
      school,
      isHighSchoolTutor: shownBoolean(tutor.isHighSchoolTutor, false, 'tutor.isHighSchoolTutor'),
      bio: shownOptionalText(tutor.bio, 'tutor.bio'),
      hourlyWage: shownOptionalInt(tutor.hourlyWage, 'tutor.hourlyWage'),
      avgReviewScore: shownOptionalNumber(tutor.avgReviewScore, 'tutor.avgReviewScore'),
      reviewCount: shownInt(tutor.reviewCount, 0, 'tutor.reviewCount'),
      hoursTutored: shownNumber(tutor.hoursTutored, 0, 'tutor.hoursTutored'),
      subjects,
      classes,
      teaches: [...new Set([...classes.map((tutorClass) => tutorClass.course), ...subjects])],
      gradesForTutoring: shownEnumList(GRADE_LEVELS, tutor.gradesForTutoring, 'tutor.gradesForTutoring') as GradeLevel[],
      sessionPreference: shownText(tutor.sessionPreference, 'no-preference', 'tutor.sessionPreference'),
      avaliabilityDesc: shownOptionalText(availability.description, 'tutor.availability.description'),
      dailyAvaliability: shownList<DayAvailabilityModel>(availability.daily, 'tutor.availability.daily')
        .filter((day) => day !== null && typeof day === 'object')
        .map((day) => ({ day: shownText(day.day, '', 'tutor.availability.day'), times: shownTextList(day.times, 'tutor.availability.times') })),
      location,
      distanceMiles: distanceMiles === null || !Number.isFinite(distanceMiles) ? null : roundToTenth(distanceMiles),
      isVisible: shownBoolean(tutor.isVisible, false, 'tutor.isVisible'),
      hasSignedAgreement: shownBoolean(tutor.hasSignedAgreement, false, 'tutor.hasSignedAgreement'),
      isOnboarded: shownBoolean(tutor.isOnboarded, false, 'tutor.isOnboarded'),
      profilePicture:
        tutor.profilePicture && typeof tutor.profilePicture.fileId === 'string'
          ? { src: profilePictureSrc(tutor._id, tutor.profilePicture.fileId), rotation: shownInt(tutor.profilePicture.rotation, 0, 'tutor.profilePicture.rotation') }
          : null,
      timeZoneId: shownOptionalText(tutor.timeZoneId, 'tutor.timeZoneId'),
    };
  }
}

/** The GraphQL type's own name, for code that reads better with it. */
export { TutorModel as Tutor };

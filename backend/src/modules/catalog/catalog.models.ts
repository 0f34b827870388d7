import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { InstitutionType } from '../../../domain/catalog/catalog-records';
import { Course, Institution } from '../../../domain/catalog/course-catalog';
import { LocationSuggestion } from '../../../domain/catalog/zip-directory';

export enum InstitutionTypeEnum {
  HIGH_SCHOOL = 'HIGH_SCHOOL',
  COLLEGE = 'COLLEGE',
}
registerEnumType(InstitutionTypeEnum, { name: 'InstitutionType', description: 'A high school or a college.' });

@ObjectType('LocationSuggestion', { description: 'A ZIP code, or a city shown with the ZIP code nearest its centre.' })
export class LocationSuggestionModel {
  @Field(() => String, { description: 'A 5-digit ZIP code (for a city: the ZIP code nearest its centre).' }) id!: string;
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { description: 'Two-letter postal code: TX.' }) state!: string;

  static from(suggestion: LocationSuggestion): LocationSuggestionModel {
    return { id: suggestion.id, zip: suggestion.zip, city: suggestion.city, state: suggestion.state };
  }
}

@ObjectType('Institution', { description: 'A high school or college of the catalog.' })
export class InstitutionModel {
  @Field(() => ID, { description: 'Stable: tutor profiles keep it.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'The short name people use: UT Austin, Bronx Science.' }) alias!: string | null;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => InstitutionTypeEnum) type!: InstitutionType;

  static from(institution: Institution): InstitutionModel {
    return { id: institution.id, name: institution.name, alias: institution.alias, city: institution.city, state: institution.state, type: institution.type };
  }
}

@ObjectType('Course', { description: 'A course, or a subject category standing as a course (id subject-<key>, named as the subject).' })
export class CourseModel {
  @Field(() => ID, { description: "The course key: 'Algebra 1' is algebra-1, the subject Math is subject-math." }) id!: string;
  @Field(() => String) fullCourseName!: string;
  @Field(() => [String], { description: 'Ids of the institutions teaching it; empty for a course tied to no school (SAT, Piano, a subject).' }) atSchools!: readonly string[];
  @Field(() => String, { nullable: true, description: "The school whose own course this is (a college's course number)." }) schoolId!: string | null;
  @Field(() => String, { nullable: true, description: 'Label for the dropdown: the one school teaching it, or null when taught widely or at none.' }) schoolName!: string | null;
  @Field(() => [String], { description: 'Subject categories of spec section 9.' }) coreSubjects!: readonly string[];
  @Field(() => Boolean) isHighSchoolCourse!: boolean;

  static from(course: Course): CourseModel {
    return {
      id: course.id,
      fullCourseName: course.fullCourseName,
      atSchools: course.atSchools,
      schoolId: course.schoolId,
      schoolName: course.schoolName,
      coreSubjects: course.coreSubjects,
      isHighSchoolCourse: course.isHighSchoolCourse,
    };
  }
}

import { Field, InputType } from '@nestjs/graphql';

/** A catalog school by id, or one typed in with its name, city and state (the catalog's when it knows it by that name or alias). */
@InputType()
export class SchoolInfoInput {
  @Field(() => String, { nullable: true, description: 'Catalog institution id; name, city and state then come from the catalog.' })
  schoolId?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Two-letter US state code.' }) state?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the tutor is a high-school student; by default, whether the catalog school is a high school.' })
  isHighSchoolTutor?: boolean | null;
}

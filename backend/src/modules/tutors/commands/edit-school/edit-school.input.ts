import { Field, InputType } from '@nestjs/graphql';

/** A catalog school by id, or one typed in with its name, city and state (the catalog's when it knows it by that name or alias). */
@InputType()
export class EditSchoolInput {
  @Field(() => String, { nullable: true, description: 'Catalog institution id; name, city and state then come from the catalog.' })
  schoolId?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 100 characters.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 100 characters.' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Two-letter US state code.' }) state?: string | null;
}

import { Field, InputType } from '@nestjs/graphql';

/** A listed class by its key, with what changes; a field left out (or null for subject and level) keeps its value, an empty school or teacher clears it. */
@InputType()
export class EditClassInput {
  @Field(() => String, { description: 'The courseKey of a class on the profile.' }) courseKey!: string;
  @Field(() => String, { nullable: true, description: 'Subject category.' }) subject?: string | null;
  @Field(() => String, { nullable: true, description: 'Where the tutor took the class; at most 100 characters.' }) school?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 100 characters.' }) teacher?: string | null;
  @Field(() => Boolean, { nullable: true }) isHighSchoolClass?: boolean | null;
}

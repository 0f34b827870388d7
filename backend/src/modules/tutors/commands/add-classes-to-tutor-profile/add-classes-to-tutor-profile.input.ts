import { Field, InputType } from '@nestjs/graphql';

/** A course by its catalog name or key; subject and level default to the catalog's. */
@InputType()
export class TutorClassInput {
  @Field(() => String, { description: "A course's full name or key ('Algebra 1', 'algebra-1'), or a subject category." }) course!: string;
  @Field(() => String, { nullable: true, description: "Subject category; by default the catalog course's first core subject." })
  subject?: string | null;
  @Field(() => String, { nullable: true, description: 'Where the tutor took the class.' }) school?: string | null;
  @Field(() => String, { nullable: true }) teacher?: string | null;
  @Field(() => Boolean, { nullable: true, description: "By default, whether the catalog course is a high-school course." })
  isHighSchoolClass?: boolean | null;
}

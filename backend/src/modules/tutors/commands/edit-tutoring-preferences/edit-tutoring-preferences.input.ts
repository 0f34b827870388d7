import { Field, InputType } from '@nestjs/graphql';
import { GradeLevel } from '../../../../../domain/catalog/catalog.vocabulary';
import { GradeLevelEnum } from '../../../tutor-search/tutor.model';

/** Each value left out (or null) stays as it is. */
@InputType()
export class TutoringPreferencesInput {
  @Field(() => [GradeLevelEnum], { nullable: true, description: 'The grades the tutor teaches: at least one.' })
  gradesForTutoring?: GradeLevel[] | null;
  @Field(() => [String], { nullable: true, description: 'Subject categories (spec section 9): at least one.' })
  subjects?: string[] | null;
  @Field(() => String, { nullable: true, description: 'no-preference, in-person or online.' })
  sessionPreference?: string | null;
}

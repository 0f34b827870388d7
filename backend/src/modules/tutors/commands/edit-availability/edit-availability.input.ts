import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class DayAvailabilityInput {
  @Field(() => String, { description: 'MONDAY ... SUNDAY.' }) day!: string;
  @Field(() => [String], { description: 'MORNING, AFTERNOON and/or EVENING.' }) times!: string[];
}

/** The spec's field names, spelling included. */
@InputType()
export class AvailabilityInput {
  @Field(() => [DayAvailabilityInput]) dailyAvaliability!: DayAvailabilityInput[];
  @Field(() => String, { nullable: true, description: 'Free text shown instead of the default availability text; empty clears it.' })
  avaliabilityDesc?: string | null;
}

import { Field, ID, InputType, Int } from '@nestjs/graphql';

@InputType('AdminCorrectSessionInput', { description: "An admin's correction of a processed session's length or hourly rate; money in cents. What is not given stays as it was." })
export class AdminCorrectSessionInput {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID, { nullable: true, description: 'Whose share, when the session had several paying clients.' }) clientId?: string | null;
  @Field(() => Int, { nullable: true, description: 'The length the session really had, in whole minutes.' }) minutes?: number | null;
  @Field(() => Int, { nullable: true, description: 'The hourly rate, in cents, for the client and the tutor (as a pair rate an admin saves).' }) hourlyRateCents?: number | null;
  @Field(() => String, { description: 'Why (up to 500 characters); kept with the correction.' }) reason!: string;
  @Field(() => String, { description: 'Give the same key when retrying: the difference moves once.' }) idempotencyKey!: string;
}

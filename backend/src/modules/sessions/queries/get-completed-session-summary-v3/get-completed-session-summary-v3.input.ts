import { Field, InputType, Int } from '@nestjs/graphql';

@InputType('CompletedSessionSummaryInput')
export class CompletedSessionSummaryInput {
  @Field(() => Boolean, { description: 'Summaries of the viewer’s clients (true) or of their tutors (false).' }) isTutorContext!: boolean;
  @Field(() => Int, { description: '1 to 12.' }) month!: number;
  @Field(() => Int) year!: number;
}

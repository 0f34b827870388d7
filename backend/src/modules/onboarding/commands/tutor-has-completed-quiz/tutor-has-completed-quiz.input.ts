import { Field, ID, InputType } from '@nestjs/graphql';

@InputType('QuizAnswerInput')
export class QuizAnswerInput {
  @Field(() => ID) questionId!: string;
  @Field(() => ID) optionId!: string;
}

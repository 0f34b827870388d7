import { Field, InputType, Int } from '@nestjs/graphql';

@InputType('AdminSessionSummaryInput')
export class AdminSessionSummaryInput {
  @Field(() => Int, { description: '1 to 12: sessions whose local start date falls in the month.' }) month!: number;
  @Field(() => Int) year!: number;
  @Field(() => String, { nullable: true, description: "Part of the client's or tutor's name or e-mail, or a user id. At most 200 characters." }) searchText?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only clients with sessions they gave no feedback on.' }) withoutFeedbackOnly?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'From 1; 10 summaries a page.' }) pageNumber?: number | null;
}

import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PairPartyModel } from '../../../pairs/pair.model';

@ObjectType('AdminClientSessionSummary', { description: 'One client’s ended sessions with one tutor in the month, as admins see them; money in dollars and cents.' })
export class AdminClientSessionSummaryModel {
  @Field(() => PairPartyModel) client!: PairPartyModel;
  @Field(() => PairPartyModel) tutor!: PairPartyModel;
  @Field(() => ID, { nullable: true }) pairId!: string | null;
  @Field(() => Int) numSessions!: number;
  @Field(() => Int) numMins!: number;
  @Field(() => Float, { description: 'The client’s hourly rate of the latest session, before the fee.' }) rate!: number;
  @Field(() => Float, { description: 'The sessions at their rates, before fees: as charged once processed, as they stand before.' }) total!: number;
  @Field(() => Float, { description: 'Platform fees on them: the client’s and the tutor’s.' }) totalFee!: number;
  @Field(() => Float) clientFee!: number;
  @Field(() => Float) tutorFee!: number;
  @Field(() => [ID], { description: 'Sessions the client gave no feedback on (neither feedback nor the check-in survey).' }) sessionIdsWithoutFeedback!: string[];
  @Field(() => [ID], { description: 'Every session summed here, earliest first.' }) sessionIds!: string[];
}

@ObjectType('AdminSessionSummaryPage', { description: 'A page of per-client monthly summaries, with the totals of every summary the filters keep.' })
export class AdminSessionSummaryPageModel {
  @Field(() => [AdminClientSessionSummaryModel]) summaries!: AdminClientSessionSummaryModel[];
  @Field(() => Int, { description: 'Summaries over all pages.' }) total!: number;
  @Field(() => Int) pageNumber!: number;
  @Field(() => Boolean) exhausted!: boolean;
  @Field(() => Int) monthlySessions!: number;
  @Field(() => Int) monthlyMins!: number;
  @Field(() => Float) monthlyTotal!: number;
  @Field(() => Float) monthlyTotalFee!: number;
}

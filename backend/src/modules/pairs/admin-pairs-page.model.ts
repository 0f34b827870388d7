import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PairModel } from './pair.model';

@ObjectType('AdminPairsPage', { description: 'One page of the admins’ pair search.' })
export class AdminPairsPageModel {
  @Field(() => [PairModel]) pairs!: PairModel[];
  @Field(() => Int, { description: 'Pairs matching, over all pages.' }) total!: number;
  @Field(() => Int) pageNumber!: number;
  @Field(() => Boolean, { description: 'No page after this one.' }) exhausted!: boolean;
}

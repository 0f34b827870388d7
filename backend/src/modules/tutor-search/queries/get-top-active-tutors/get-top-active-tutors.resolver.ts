import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { TutorModel } from '../../tutor.model';
import { GetTopActiveTutorsHandler } from './get-top-active-tutors.handler';

/** At most this many tutors per call. */
export const MAX_TOP_TUTORS = 50;

@Resolver()
export class GetTopActiveTutorsResolver {
  constructor(private readonly handler: GetTopActiveTutorsHandler) {}

  @Query(() => [TutorModel], { description: `The best-ranked searchable tutors, numberTutors of them (1 to ${MAX_TOP_TUTORS}). Public.` })
  async getTopActiveTutors(
    @Args('numberTutors', { type: () => Int, nullable: true, defaultValue: 10 }) numberTutors: number,
  ): Promise<TutorModel[]> {
    const count = Math.min(MAX_TOP_TUTORS, Math.max(1, Math.floor(Number.isFinite(numberTutors) ? numberTutors : 10)));
    const tutors = await this.handler.execute({ numberTutors: count });
    return tutors.map((tutor) => TutorModel.fromCard(tutor));
  }
}

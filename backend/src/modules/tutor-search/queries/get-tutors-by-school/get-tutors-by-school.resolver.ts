import { Args, Query, Resolver } from '@nestjs/graphql';
import { TutorModel } from '../../tutor.model';
import { GetTutorsBySchoolHandler, MAX_TUTORS_BY_SCHOOL } from './get-tutors-by-school.handler';

@Resolver()
export class GetTutorsBySchoolResolver {
  constructor(private readonly handler: GetTutorsBySchoolHandler) {}

  @Query(() => [TutorModel], {
    description: `Tutors of a school (its name or catalog id; with city and state, the school of that name there), best-ranked first, at most ${MAX_TUTORS_BY_SCHOOL}. Public.`,
  })
  async getTutorsBySchool(
    @Args('school', { type: () => String }) school: string,
    @Args('city', { type: () => String, nullable: true }) city?: string | null,
    @Args('state', { type: () => String, nullable: true }) state?: string | null,
  ): Promise<TutorModel[]> {
    const tutors = await this.handler.execute({ school, city: city ?? null, state: state ?? null });
    return tutors.map((tutor) => TutorModel.fromCard(tutor));
  }
}

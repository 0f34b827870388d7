import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { TutorModel } from '../../tutor.model';
import { GetTutorsBySchoolQuery } from './get-tutors-by-school.query';
import { MAX_TUTORS_BY_SCHOOL } from './get-tutors-by-school.handler';

@Resolver()
export class GetTutorsBySchoolResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [TutorModel], {
    description: `Tutors of a school (its name or catalog id; with city and state, the school of that name there), best-ranked first, at most ${MAX_TUTORS_BY_SCHOOL}. Public.`,
  })
  async getTutorsBySchool(
    @Args('school', { type: () => String }) school: string,
    @Args('city', { type: () => String, nullable: true }) city?: string | null,
    @Args('state', { type: () => String, nullable: true }) state?: string | null,
  ): Promise<TutorModel[]> {
    const tutors = await this.queryBus.execute(new GetTutorsBySchoolQuery(school, city ?? null, state ?? null));
    return tutors.map((tutor) => TutorModel.fromDocument(tutor));
  }
}

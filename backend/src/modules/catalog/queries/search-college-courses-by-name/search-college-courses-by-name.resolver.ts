import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { CourseModel } from '../../catalog.models';
import { SearchCollegeCoursesByNameQuery } from './search-college-courses-by-name.query';

@Resolver()
export class SearchCollegeCoursesByNameResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [CourseModel], {
    description: "The courses taught at a college whose name or a word of it starts with `name` ('calc' finds Calculus I and M 408C Differential and Integral Calculus at UT Austin), best first, at most 20. Blank `name`, an unknown id or a high school returns []. Public.",
  })
  async searchCollegeCoursesByName(
    @Args('collegeId', { type: () => String }) collegeId: string,
    @Args('name', { type: () => String }) name: string,
  ): Promise<CourseModel[]> {
    const found = await this.queryBus.execute(new SearchCollegeCoursesByNameQuery(collegeId, name));
    return found.map((item) => CourseModel.from(item));
  }
}

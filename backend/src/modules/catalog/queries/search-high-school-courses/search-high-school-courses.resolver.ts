import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { CourseModel } from '../../catalog.models';
import { SearchHighSchoolCoursesQuery } from './search-high-school-courses.query';

@Resolver()
export class SearchHighSchoolCoursesResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [CourseModel], {
    description: 'The courses taught at a high school: without `name` (or with a blank one) all of them by name; with `name` those whose name or a word of it starts with it, best first, at most 20. [] for an unknown id or a college. Public.',
  })
  async searchHighSchoolCourses(
    @Args('schoolId', { type: () => String }) schoolId: string,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
  ): Promise<CourseModel[]> {
    const found = await this.queryBus.execute(new SearchHighSchoolCoursesQuery(schoolId, name ?? null));
    return found.map((item) => CourseModel.from(item));
  }
}

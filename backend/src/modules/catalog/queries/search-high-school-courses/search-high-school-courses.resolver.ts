import { Args, Query, Resolver } from '@nestjs/graphql';
import { CourseModel } from '../../catalog.models';
import { SearchHighSchoolCoursesHandler } from './search-high-school-courses.handler';

@Resolver()
export class SearchHighSchoolCoursesResolver {
  constructor(private readonly handler: SearchHighSchoolCoursesHandler) {}

  @Query(() => [CourseModel], {
    description: 'The courses taught at a high school: without `name` (or with a blank one) all of them by name; with `name` those whose name or a word of it starts with it, best first, at most 20. [] for an unknown id or a college. Public.',
  })
  async searchHighSchoolCourses(
    @Args('schoolId', { type: () => String }) schoolId: string,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
  ): Promise<CourseModel[]> {
    const found = await this.handler.execute({ schoolId, name: name ?? null });
    return found.map((item) => CourseModel.from(item));
  }
}

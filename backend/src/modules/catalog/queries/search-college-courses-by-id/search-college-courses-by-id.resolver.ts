import { Args, Query, Resolver } from '@nestjs/graphql';
import { CourseModel } from '../../catalog.models';
import { SearchCollegeCoursesByIdHandler } from './search-college-courses-by-id.handler';

@Resolver()
export class SearchCollegeCoursesByIdResolver {
  constructor(private readonly handler: SearchCollegeCoursesByIdHandler) {}

  @Query(() => [CourseModel], {
    description: 'The courses taught at a college: its own numbered courses first (M 408C ...), then the courses every college teaches, each by name. [] for an unknown id or a high school. Public.',
  })
  async searchCollegeCoursesByID(
    @Args('collegeId', { type: () => String }) collegeId: string,
  ): Promise<CourseModel[]> {
    const found = await this.handler.execute({ collegeId });
    return found.map((item) => CourseModel.from(item));
  }
}

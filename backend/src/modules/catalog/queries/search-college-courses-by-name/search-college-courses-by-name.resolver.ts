import { Args, Query, Resolver } from '@nestjs/graphql';
import { CourseModel } from '../../catalog.models';
import { SearchCollegeCoursesByNameHandler } from './search-college-courses-by-name.handler';

@Resolver()
export class SearchCollegeCoursesByNameResolver {
  constructor(private readonly handler: SearchCollegeCoursesByNameHandler) {}

  @Query(() => [CourseModel], {
    description: "The courses taught at a college whose name or a word of it starts with `name` ('calc' finds Calculus I and M 408C Differential and Integral Calculus at UT Austin), best first, at most 20. Blank `name`, an unknown id or a high school returns []. Public.",
  })
  async searchCollegeCoursesByName(
    @Args('collegeId', { type: () => String }) collegeId: string,
    @Args('name', { type: () => String }) name: string,
  ): Promise<CourseModel[]> {
    const found = await this.handler.execute({ collegeId, name });
    return found.map((item) => CourseModel.from(item));
  }
}

import { Args, Query, Resolver } from '@nestjs/graphql';
import { CourseModel } from '../../catalog.models';
import { SoftSearchCoursesHandler } from './soft-search-courses.handler';

@Resolver()
export class SoftSearchCoursesResolver {
  constructor(private readonly handler: SoftSearchCoursesHandler) {}

  @Query(() => [CourseModel], {
    description: "Courses and subject categories whose name, or a word of it, starts with the text ('alg' finds Algebra 1, 'calc' AP Calculus AB; numerals as words or digits: 'spanish 2' finds Spanish II): an exact name first, then subjects, courses taught widely, and one school's own courses; at most 10. Blank input returns []. Public.",
  })
  async softSearchCourses(
    @Args('name', { type: () => String }) name: string,
  ): Promise<CourseModel[]> {
    const found = await this.handler.execute({ name });
    return found.map((item) => CourseModel.from(item));
  }
}

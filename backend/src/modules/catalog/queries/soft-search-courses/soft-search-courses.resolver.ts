import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { CourseModel } from '../../catalog.models';
import { SoftSearchCoursesQuery } from './soft-search-courses.query';

@Resolver()
export class SoftSearchCoursesResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [CourseModel], {
    description: "Courses and subject categories whose name, or a word of it, starts with the text ('alg' finds Algebra 1, 'calc' AP Calculus AB; numerals as words or digits: 'spanish 2' finds Spanish II): an exact name first, then subjects, courses taught widely, and one school's own courses; at most 10. Blank input returns []. Public.",
  })
  async softSearchCourses(
    @Args('name', { type: () => String }) name: string,
  ): Promise<CourseModel[]> {
    const found = await this.queryBus.execute(new SoftSearchCoursesQuery(name));
    return found.map((item) => CourseModel.from(item));
  }
}

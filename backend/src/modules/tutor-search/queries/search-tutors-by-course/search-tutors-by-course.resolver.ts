import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { GradeLevelEnum } from '../../tutor.model';
import { SearchTutorsByCourseHandler } from './search-tutors-by-course.handler';
import { TutorSearchResultModel } from './search-tutors-by-course.model';

@Resolver()
export class SearchTutorsByCourseResolver {
  constructor(private readonly handler: SearchTutorsByCourseHandler) {}

  @Query(() => TutorSearchResultModel, {
    description:
      'Tutors of a course or subject, in pages of 10. With a known ZIP code and localPageNumber >= 1: that page of local (in-person, within 25 miles) tutors, and when it has fewer than 10 also page onlinePageNumber of online tutors not among the local ones; with localPageNumber <= 0 (-1: online only) or no ZIP code, only the online page. Counts are totals. Public.',
  })
  async searchTutorsByCourse(
    @Args('input', { type: () => String }) input: string,
    @Args('localPageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) localPageNumber: number,
    @Args('onlinePageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) onlinePageNumber: number,
    @Args('zip', { type: () => String, nullable: true }) zip?: string | null,
    @Args('studentGradeLevel', { type: () => GradeLevelEnum, nullable: true }) studentGradeLevel?: GradeLevelEnum | null,
  ): Promise<TutorSearchResultModel> {
    const page = await this.handler.execute(
      { input, localPageNumber: localPageNumber ?? 1, onlinePageNumber: onlinePageNumber ?? 1, zip: zip ?? null, studentGradeLevel: studentGradeLevel ?? null },
    );
    return TutorSearchResultModel.fromPage(page);
  }
}

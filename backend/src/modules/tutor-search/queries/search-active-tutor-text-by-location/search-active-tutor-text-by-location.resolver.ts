import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { pageNumberOf } from '../../search-paging';
import { TEXT_SEARCH_DESCRIPTION, TutorSortTypeEnum, tutorLevelOf } from '../../tutor-sort.model';
import { GradeLevelEnum, TutorModel } from '../../tutor.model';
import { SearchActiveTutorTextHandler } from '../search-active-tutor-text/search-active-tutor-text.handler';

/** searchActiveTutorText kept to the tutors near a ZIP code: the same handler, with nearZipOnly. */
@Resolver()
export class SearchActiveTutorTextByLocationResolver {
  constructor(private readonly handler: SearchActiveTutorTextHandler) {}

  @Query(() => [TutorModel], { description: `${TEXT_SEARCH_DESCRIPTION} Only tutors within 25 miles of the ZIP code (required; none for an unknown one). Public.` })
  async searchActiveTutorTextByLocation(
    @Args('input', { type: () => String }) input: string,
    @Args('zip', { type: () => String }) zip: string,
    @Args('sortByType', { type: () => TutorSortTypeEnum, nullable: true }) sortByType?: TutorSortTypeEnum | null,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber?: number,
    @Args('gradeFilter', { type: () => GradeLevelEnum, nullable: true }) gradeFilter?: GradeLevelEnum | null,
    @Args('tutorGradeFilter', { type: () => String, nullable: true }) tutorGradeFilter?: string | null,
  ): Promise<TutorModel[]> {
    const tutors = await this.handler.execute({
      input,
      sortBy: sortByType ?? TutorSortTypeEnum.RELEVANCE,
      pageNumber: pageNumberOf(pageNumber),
      zip,
      gradeFilter: gradeFilter ?? null,
      tutorLevel: tutorLevelOf(tutorGradeFilter),
      nearZipOnly: true,
    });
    return tutors.map(({ tutor, distanceMiles }) => TutorModel.fromCard(tutor, distanceMiles));
  }
}

import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { pageNumberOf } from '../../search-paging';
import { TEXT_SEARCH_DESCRIPTION, TutorSortTypeEnum, tutorLevelOf } from '../../tutor-sort.model';
import { GradeLevelEnum, TutorModel } from '../../tutor.model';
import { SearchActiveTutorTextHandler } from './search-active-tutor-text.handler';

@Resolver()
export class SearchActiveTutorTextResolver {
  constructor(private readonly handler: SearchActiveTutorTextHandler) {}

  @Query(() => [TutorModel], { description: `${TEXT_SEARCH_DESCRIPTION} With a ZIP code, DISTANCE sorts by distance from it. Public.` })
  async searchActiveTutorText(
    @Args('input', { type: () => String }) input: string,
    @Args('sortByType', { type: () => TutorSortTypeEnum, nullable: true }) sortByType?: TutorSortTypeEnum | null,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber?: number,
    @Args('zip', { type: () => String, nullable: true }) zip?: string | null,
    @Args('gradeFilter', { type: () => GradeLevelEnum, nullable: true }) gradeFilter?: GradeLevelEnum | null,
    @Args('tutorGradeFilter', { type: () => String, nullable: true }) tutorGradeFilter?: string | null,
  ): Promise<TutorModel[]> {
    const tutors = await this.handler.execute({
      input,
      sortBy: sortByType ?? TutorSortTypeEnum.RELEVANCE,
      pageNumber: pageNumberOf(pageNumber),
      zip: zip ?? null,
      gradeFilter: gradeFilter ?? null,
      tutorLevel: tutorLevelOf(tutorGradeFilter),
      nearZipOnly: false,
    });
    return tutors.map(({ tutor, distanceMiles }) => TutorModel.fromCard(tutor, distanceMiles));
  }
}

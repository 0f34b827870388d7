import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import { pageNumberOf } from '../../search-paging';
import { GradeLevelEnum, TutorModel } from '../../tutor.model';
import { SearchActiveTutorTextQuery } from './search-active-tutor-text.query';

export enum TutorSortTypeEnum {
  RELEVANCE = 'RELEVANCE',
  RATING = 'RATING',
  HOURS_TUTORED = 'HOURS_TUTORED',
  PRICE_LOW_TO_HIGH = 'PRICE_LOW_TO_HIGH',
  PRICE_HIGH_TO_LOW = 'PRICE_HIGH_TO_LOW',
  DISTANCE = 'DISTANCE',
}
registerEnumType(TutorSortTypeEnum, {
  name: 'TutorSortType',
  description: 'RELEVANCE: best-ranked first (the default); RATING, HOURS_TUTORED: highest first; PRICE_*: by hourly wage; DISTANCE: nearest the ZIP code first.',
});

/** The tutor's own level, as tutorGradeFilter gives it: 'HIGH_SCHOOL' or 'COLLEGE' (any case, space or underscore); anything else filters nothing. */
export function tutorLevelOf(filter: string | null | undefined): 'HIGH_SCHOOL' | 'COLLEGE' | null {
  const level = (filter ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_');
  return level === 'HIGH_SCHOOL' || level === 'COLLEGE' ? level : null;
}

const DESCRIPTION =
  'Searchable tutors who teach the course or subject `input` names, or whose name has a word starting with each of its words; gradeFilter keeps tutors who teach that grade, tutorGradeFilter (HIGH_SCHOOL or COLLEGE) tutors of that level; pages of 10.';

@Resolver()
export class SearchActiveTutorTextResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [TutorModel], { description: `${DESCRIPTION} With a ZIP code, DISTANCE sorts by distance from it. Public.` })
  async searchActiveTutorText(
    @Args('input', { type: () => String }) input: string,
    @Args('sortByType', { type: () => TutorSortTypeEnum, nullable: true }) sortByType?: TutorSortTypeEnum | null,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber?: number,
    @Args('zip', { type: () => String, nullable: true }) zip?: string | null,
    @Args('gradeFilter', { type: () => GradeLevelEnum, nullable: true }) gradeFilter?: GradeLevelEnum | null,
    @Args('tutorGradeFilter', { type: () => String, nullable: true }) tutorGradeFilter?: string | null,
  ): Promise<TutorModel[]> {
    return this.search(false, input, sortByType, pageNumber, zip, gradeFilter, tutorGradeFilter);
  }

  @Query(() => [TutorModel], { description: `${DESCRIPTION} Only tutors within 25 miles of the ZIP code (required; none for an unknown one). Public.` })
  async searchActiveTutorTextByLocation(
    @Args('input', { type: () => String }) input: string,
    @Args('zip', { type: () => String }) zip: string,
    @Args('sortByType', { type: () => TutorSortTypeEnum, nullable: true }) sortByType?: TutorSortTypeEnum | null,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber?: number,
    @Args('gradeFilter', { type: () => GradeLevelEnum, nullable: true }) gradeFilter?: GradeLevelEnum | null,
    @Args('tutorGradeFilter', { type: () => String, nullable: true }) tutorGradeFilter?: string | null,
  ): Promise<TutorModel[]> {
    return this.search(true, input, sortByType, pageNumber, zip, gradeFilter, tutorGradeFilter);
  }

  private async search(
    nearZipOnly: boolean,
    input: string,
    sortByType: TutorSortTypeEnum | null | undefined,
    pageNumber: number | undefined,
    zip: string | null | undefined,
    gradeFilter: GradeLevelEnum | null | undefined,
    tutorGradeFilter: string | null | undefined,
  ): Promise<TutorModel[]> {
    const query = new SearchActiveTutorTextQuery(
      input,
      sortByType ?? TutorSortTypeEnum.RELEVANCE,
      pageNumberOf(pageNumber),
      zip ?? null,
      gradeFilter ?? null,
      tutorLevelOf(tutorGradeFilter),
      nearZipOnly,
    );
    const tutors = await this.queryBus.execute(query);
    return tutors.map(({ tutor, distanceMiles }) => TutorModel.fromDocument(tutor, distanceMiles));
  }
}

import { Query } from '@nestjs/cqrs';
import { GradeLevel } from '../../../../../domain/catalog/catalog.vocabulary';
import { RankedTutor } from '../search-tutors-by-course/search-tutors-by-course.query';

export type TutorSortType = 'RELEVANCE' | 'RATING' | 'HOURS_TUTORED' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | 'DISTANCE';

export class SearchActiveTutorTextQuery extends Query<RankedTutor[]> {
  constructor(
    readonly input: string,
    readonly sortBy: TutorSortType,
    readonly pageNumber: number,
    readonly zip: string | null,
    readonly gradeFilter: GradeLevel | null,
    /** The tutor's own level: high-school tutors or college tutors. */
    readonly tutorLevel: 'HIGH_SCHOOL' | 'COLLEGE' | null,
    /** Only tutors within the local radius of the ZIP code (searchActiveTutorTextByLocation). */
    readonly nearZipOnly: boolean,
  ) {
    super();
  }
}

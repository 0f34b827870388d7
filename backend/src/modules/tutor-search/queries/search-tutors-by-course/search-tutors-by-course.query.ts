import { Query } from '@nestjs/cqrs';
import { GradeLevel } from '../../../../../domain/catalog/catalog.vocabulary';
import { TutorView } from '../../../../../projections/tutor-search/tutor-search.projection';

export interface RankedTutor {
  tutor: TutorView;
  /** Miles from the searched ZIP code, for local results. */
  distanceMiles: number | null;
}

export interface TutorSearchPage {
  localTutors: RankedTutor[];
  onlineTutors: RankedTutor[];
  localTutorCount: number;
  onlineTutorCount: number;
  course: string;
  locationDescription: string | null;
}

export class SearchTutorsByCourseQuery extends Query<TutorSearchPage> {
  constructor(
    readonly input: string,
    readonly localPageNumber: number,
    readonly onlinePageNumber: number,
    readonly zip: string | null,
    readonly studentGradeLevel: GradeLevel | null,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import { TutorView } from '../../../../../projections/tutor-search/tutor-search.projection';

export class GetTutorsBySchoolQuery extends Query<TutorView[]> {
  constructor(
    readonly school: string,
    readonly city: string | null,
    readonly state: string | null,
  ) {
    super();
  }
}

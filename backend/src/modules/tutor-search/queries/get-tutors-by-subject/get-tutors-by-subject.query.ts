import { Query } from '@nestjs/cqrs';
import { TutorView } from '../../../../../projections/tutor-search/tutor-search.projection';

export class GetTutorsBySubjectQuery extends Query<TutorView[]> {
  constructor(
    readonly subject: string,
    readonly pageNumber: number,
  ) {
    super();
  }
}

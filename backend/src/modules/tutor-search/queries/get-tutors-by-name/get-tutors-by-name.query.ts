import { Query } from '@nestjs/cqrs';
import { TutorView } from '../../../../../projections/tutor-search/tutor-search.projection';

export class GetTutorsByNameQuery extends Query<TutorView[]> {
  constructor(
    readonly name: string,
    readonly pageNumber: number,
  ) {
    super();
  }
}

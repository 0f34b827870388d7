import { Query } from '@nestjs/cqrs';
import { TutorView } from '../../../../../projections/tutor-search/tutor-search.projection';

export class GetTopActiveTutorsQuery extends Query<TutorView[]> {
  constructor(readonly numberTutors: number) {
    super();
  }
}

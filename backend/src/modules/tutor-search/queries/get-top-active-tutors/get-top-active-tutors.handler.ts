import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { ALL_TUTORS_KEY } from '../../../../../projections/tutor-search/search-keys';
import { findRankedTutorViews, TutorView } from '../../../../../projections/tutor-search/tutor-search.projection';
import { GetTopActiveTutorsQuery } from './get-top-active-tutors.query';

/** The best-ranked searchable tutors (the strip on the Tutors tab). */
@QueryHandler(GetTopActiveTutorsQuery)
export class GetTopActiveTutorsHandler implements IQueryHandler<GetTopActiveTutorsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ numberTutors }: GetTopActiveTutorsQuery): Promise<TutorView[]> {
    return findRankedTutorViews(this.readModels, { searchKeys: ALL_TUTORS_KEY }, 0, numberTutors);
  }
}

import { Query } from '@nestjs/cqrs';
import { TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';

/** The tutor with a profile id, whoever may see them; the resolver applies who may. */
export class GetProfilePageQuery extends Query<TutorSearchDocument | null> {
  constructor(readonly profileId: string) {
    super();
  }
}

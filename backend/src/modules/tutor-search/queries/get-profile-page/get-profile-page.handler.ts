import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorByProfileId, TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';
import { GetProfilePageQuery } from './get-profile-page.query';

@QueryHandler(GetProfilePageQuery)
export class GetProfilePageHandler implements IQueryHandler<GetProfilePageQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ profileId }: GetProfilePageQuery): Promise<TutorSearchDocument | null> {
    const id = profileId.trim();
    return id === '' ? null : findTutorByProfileId(this.readModels, id);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorByProfileId, TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';

/** The tutor with a profile id, whoever may see them; the resolver applies who may. */
export interface GetProfilePageInput {
  profileId: string;
}

@Injectable()
export class GetProfilePageHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ profileId }: GetProfilePageInput): Promise<TutorSearchDocument | null> {
    const id = profileId.trim();
    return id === '' ? null : findTutorByProfileId(this.readModels, id);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorById } from '../../../../../projections/tutor-search/tutor-search.projection';
import { TutorModel } from '../../../tutor-search/tutor.model';

/**
 * getMyTutorProfile: the signed-in tutor as search and profile pages show them, visible or not, for
 * their own editor. Before their first edit the profile has no ids yet (empty) and revision -1.
 */
@Injectable()
export class GetMyTutorProfileHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { tutorId: string }): Promise<TutorModel | null> {
    const document = await findTutorById(this.readModels, input.tutorId);
    return document ? TutorModel.fromDocument(document) : null;
  }
}

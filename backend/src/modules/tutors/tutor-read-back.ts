import { Injectable } from '@nestjs/common';
import { TutorProfileMessages } from '../../../domain/tutors/tutor-profile.rules';
import { findTutorById } from '../../../projections/tutor-search/tutor-search.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { NotFoundError } from '../../graphql/graphql-errors';
import { TutorModel } from '../tutor-search/tutor.model';

/**
 * What a profile mutation answers: the tutor as search and profile pages show them, read back
 * after the change reached the read model (TutorProfileCommands waits for that).
 */
@Injectable()
export class TutorReadBack {
  constructor(private readonly readModels: ReadModels) {}

  async of(tutorId: string): Promise<TutorModel> {
    const document = await findTutorById(this.readModels, tutorId);
    if (!document?.profileId) throw new NotFoundError(TutorProfileMessages.profileNotFound);
    return TutorModel.fromDocument(document);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';

/** editLocationV2: the ZIP's city, state and coordinates from the catalog; a stale edit answers CONFLICT. */
@Injectable()
export class EditLocationV2Handler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; zipCode: string; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    await this.edits.run(input.tutorId, [this.edits.locationOf(input.zipCode)], context, { expectedRevision: input.expectedRevision });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}

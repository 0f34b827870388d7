import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';

/** editDescription: a stale edit (expectedRevision behind the profile) answers CONFLICT; answers the tutor once the read model shows the change. */
@Injectable()
export class EditDescriptionHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; description: string; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    await this.edits.run(input.tutorId, [{ type: 'EditBio', data: { bio: input.description } }], context, { expectedRevision: input.expectedRevision });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}

import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';

/** editVisibilityV2: a stale edit (expectedRevision behind the profile) answers CONFLICT; answers the tutor once the read model shows the change. */
@Injectable()
export class EditVisibilityV2Handler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; isVisible: boolean; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    await this.edits.run(input.tutorId, [{ type: 'SetVisibility', data: { isVisible: input.isVisible } }], context, { expectedRevision: input.expectedRevision });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}

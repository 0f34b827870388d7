import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';

/** onBoardTutor (admins): marks a tutor onboarded, recording who did it; a second time changes nothing. */
@Injectable()
export class OnBoardTutorHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string }, context: CommandContext): Promise<TutorModel> {
    await this.edits.run(input.tutorId, [{ type: 'OnboardTutor', data: {} }], context);
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}

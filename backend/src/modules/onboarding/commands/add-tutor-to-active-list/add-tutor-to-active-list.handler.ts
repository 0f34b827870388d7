import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorProfileEdits } from '../../../tutors/tutor-profile-stream';
import { TutorOnboardingModel } from '../../onboarding.models';
import { OnboardingReader } from '../../onboarding-stream';

/** addTutorToActiveList (admins): puts an onboarded tutor on the active list; a second time changes nothing. */
@Injectable()
export class AddTutorToActiveListHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly reader: OnboardingReader,
  ) {}

  async execute(input: { tutorId: string }, context: CommandContext): Promise<TutorOnboardingModel> {
    await this.edits.run(input.tutorId, [{ type: 'AddToActiveList', data: {} }], context);
    return this.reader.onboardingOf(input.tutorId);
  }
}

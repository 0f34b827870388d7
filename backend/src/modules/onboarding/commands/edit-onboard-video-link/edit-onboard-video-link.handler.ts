import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorProfileEdits } from '../../../tutors/tutor-profile-stream';
import { TutorOnboardingModel } from '../../onboarding.models';
import { OnboardingReader } from '../../onboarding-stream';

/** editOnboardVideoLink: the https link to the tutor's onboarding video. */
@Injectable()
export class EditOnboardVideoLinkHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly reader: OnboardingReader,
  ) {}

  async execute(input: { tutorId: string; videoLink: string }, context: CommandContext): Promise<TutorOnboardingModel> {
    await this.edits.run(input.tutorId, [{ type: 'SetOnboardingVideoLink', data: { videoLink: input.videoLink } }], context);
    return this.reader.onboardingOf(input.tutorId);
  }
}

import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorProfileEdits } from '../../../tutors/tutor-profile-stream';
import { TutorOnboardingModel } from '../../onboarding.models';
import { OnboardingReader } from '../../onboarding-stream';

/** sendBackTutorOnboarding (admins): returns a submitted application with what to change; the tutor is e-mailed. */
@Injectable()
export class SendBackTutorOnboardingHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly reader: OnboardingReader,
  ) {}

  async execute(input: { tutorId: string; reason: string }, context: CommandContext): Promise<TutorOnboardingModel> {
    await this.edits.run(input.tutorId, [{ type: 'SendBackOnboarding', data: { reason: input.reason } }], context);
    return this.reader.onboardingOf(input.tutorId);
  }
}

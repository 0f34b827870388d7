import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorProfileEdits } from '../../../tutors/tutor-profile-stream';
import { TutorOnboardingModel } from '../../onboarding.models';
import { OnboardingReader } from '../../onboarding-stream';

/**
 * submitTutorOnboardingComplete: the checklist goes to the admins. The payout method lives on the
 * payment account (another stream), read here and passed in; the decider names every open step.
 */
@Injectable()
export class SubmitTutorOnboardingCompleteHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly reader: OnboardingReader,
  ) {}

  async execute(input: { tutorId: string }, context: CommandContext): Promise<TutorOnboardingModel> {
    const payoutMethod = await this.reader.payoutMethodOf(input.tutorId);
    await this.edits.run(input.tutorId, [{ type: 'SubmitOnboarding', data: { payoutMethod } }], context);
    return this.reader.onboardingOf(input.tutorId);
  }
}

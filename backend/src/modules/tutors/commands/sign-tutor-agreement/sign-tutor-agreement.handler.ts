import { Injectable } from '@nestjs/common';
import { agreementToSign } from '../../../../../content/onboarding/tutor-onboarding.content';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';

/**
 * signTutorAgreement: records the current agreement's version and the text the tutor read (in
 * their language), and answers the tutor once the read model shows the change.
 */
@Injectable()
export class SignTutorAgreementHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; language: 'en' | 'sp' }, context: CommandContext): Promise<TutorModel> {
    await this.edits.run(input.tutorId, [{ type: 'SignAgreement', data: agreementToSign(input.language) }], context);
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}

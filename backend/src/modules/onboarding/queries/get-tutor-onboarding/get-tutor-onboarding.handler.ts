import { Injectable } from '@nestjs/common';
import { TUTOR_ONBOARDING_CONTENT } from '../../../../../content/onboarding/tutor-onboarding.content';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutorOnboardingChecklistModel } from '../../onboarding.models';
import { assertMayReadOnboarding, OnboardingReader } from '../../onboarding-stream';

/** getTutorOnboarding: a tutor's own checklist with its content, or (admins) any tutor's application. */
@Injectable()
export class GetTutorOnboardingHandler {
  constructor(private readonly reader: OnboardingReader) {}

  async execute(input: { viewer: Viewer; tutorId: string | null; language: string | null }): Promise<TutorOnboardingChecklistModel> {
    const { viewer } = input;
    const tutorId = input.tutorId ?? viewer.userId;
    assertMayReadOnboarding(viewer, tutorId);
    if (tutorId === viewer.userId && !viewer.user.profile.profileTypes.includes('TUTOR')) throw new ForbiddenError();
    const language = input.language === 'sp' || input.language === 'en' ? input.language : viewer.user.profile.languagePreference === 'sp' ? 'sp' : 'en';
    return TutorOnboardingChecklistModel.of(await this.reader.onboardingOf(tutorId), TUTOR_ONBOARDING_CONTENT[language]);
  }
}

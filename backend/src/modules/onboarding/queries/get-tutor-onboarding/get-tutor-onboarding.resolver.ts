import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutorOnboardingChecklistModel } from '../../onboarding.models';
import { GetTutorOnboardingHandler } from './get-tutor-onboarding.handler';

@Resolver()
export class GetTutorOnboardingResolver {
  constructor(private readonly handler: GetTutorOnboardingHandler) {}

  @SignedIn()
  @Query(() => TutorOnboardingChecklistModel, {
    description:
      "The signed-in tutor's onboarding checklist with the agreement, the quiz and the video instructions in `language` (en or sp; the language preference when left out); admins may name any tutor. FORBIDDEN for anyone else.",
  })
  async getTutorOnboarding(
    @CurrentViewer() viewer: Viewer,
    @Args('tutorId', { type: () => ID, nullable: true }) tutorId?: string | null,
    @Args('language', { type: () => String, nullable: true }) language?: string | null,
  ): Promise<TutorOnboardingChecklistModel> {
    return this.handler.execute({ viewer, tutorId: tutorId ?? null, language: language ?? null });
  }
}

import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { TutorOnboardingModel } from '../../onboarding.models';
import { GetTutorsToOnboardHandler } from './get-tutors-to-onboard.handler';

@Resolver()
export class GetTutorsToOnboardResolver {
  constructor(private readonly handler: GetTutorsToOnboardHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [TutorOnboardingModel], { description: 'Admin: onboarding applications waiting for review, the longest-waiting first, 10 a page.' })
  async getTutorsToOnboard(@Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber: number): Promise<TutorOnboardingModel[]> {
    return this.handler.execute({ pageNumber });
  }
}

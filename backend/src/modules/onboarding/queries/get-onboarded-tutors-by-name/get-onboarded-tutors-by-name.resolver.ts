import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { TutorOnboardingModel } from '../../onboarding.models';
import { GetOnboardedTutorsByNameHandler } from './get-onboarded-tutors-by-name.handler';

@Resolver()
export class GetOnboardedTutorsByNameResolver {
  constructor(private readonly handler: GetOnboardedTutorsByNameHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [TutorOnboardingModel], { description: 'Admin: onboarded tutors whose first or last name words start with the words of `name`, by last name, 10 a page.' })
  async getOnboardedTutorsByName(
    @Args('name', { type: () => String }) name: string,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber: number,
  ): Promise<TutorOnboardingModel[]> {
    return this.handler.execute({ name, pageNumber });
  }
}

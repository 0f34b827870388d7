import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorOnboardingModel } from '../../onboarding.models';
import { AddTutorToActiveListHandler } from './add-tutor-to-active-list.handler';

@Resolver()
export class AddTutorToActiveListResolver {
  constructor(
    private readonly handler: AddTutorToActiveListHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => TutorOnboardingModel, { description: 'Admin: puts an onboarded tutor on the active list; a second time changes nothing.' })
  async addTutorToActiveList(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorOnboardingModel> {
    return this.handler.execute({ tutorId }, this.pipeline.contextOf(context, viewer.userId));
  }
}

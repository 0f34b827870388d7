import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorOnboardingModel } from '../../onboarding.models';
import { SendBackTutorOnboardingHandler } from './send-back-tutor-onboarding.handler';

@Resolver()
export class SendBackTutorOnboardingResolver {
  constructor(
    private readonly handler: SendBackTutorOnboardingHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => TutorOnboardingModel, { description: 'Admin: sends a submitted onboarding back to the tutor with what to change; the tutor is e-mailed the reason.' })
  async sendBackTutorOnboarding(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('reason', { type: () => String }) reason: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorOnboardingModel> {
    return this.handler.execute({ tutorId, reason }, this.pipeline.contextOf(context, viewer.userId));
  }
}

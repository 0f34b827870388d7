import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorOnboardingModel } from '../../onboarding.models';
import { EditOnboardVideoLinkHandler } from './edit-onboard-video-link.handler';

@Resolver()
export class EditOnboardVideoLinkResolver {
  constructor(
    private readonly handler: EditOnboardVideoLinkHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorOnboardingModel, { description: "Sets the https link to the signed-in tutor's onboarding video (onboardVideoLink)." })
  async editOnboardVideoLink(
    @Args('videoLink', { type: () => String }) videoLink: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorOnboardingModel> {
    return this.handler.execute({ tutorId: viewer.userId, videoLink }, this.pipeline.contextOf(context, viewer.userId));
  }
}

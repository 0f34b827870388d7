import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorOnboardingModel } from '../../onboarding.models';
import { SubmitTutorOnboardingCompleteHandler } from './submit-tutor-onboarding-complete.handler';

@Resolver()
export class SubmitTutorOnboardingCompleteResolver {
  constructor(
    private readonly handler: SubmitTutorOnboardingCompleteHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorOnboardingModel, {
    description: "Sends the signed-in tutor's completed checklist (agreement, quiz, video, payout method) to the admins; names every step still open.",
  })
  async submitTutorOnboardingComplete(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<TutorOnboardingModel> {
    return this.handler.execute({ tutorId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
  }
}

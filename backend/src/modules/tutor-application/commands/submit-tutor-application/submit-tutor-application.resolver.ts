import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorApplicationModel } from '../../tutor-application.model';
import { SubmitTutorApplicationHandler } from './submit-tutor-application.handler';

@Resolver()
export class SubmitTutorApplicationResolver {
  constructor(
    private readonly handler: SubmitTutorApplicationHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => TutorApplicationModel, {
    description: "Submits the signed-in user's own complete application: their tutor profile opens, not yet onboarded (a student's account becomes a tutor's too). Submitting again changes nothing.",
  })
  async submitTutorApplication(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<TutorApplicationModel> {
    return this.handler.execute({ applicantId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
  }
}

import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorApplicationStepInput } from '../../tutor-application.input';
import { TutorApplicationModel } from '../../tutor-application.model';
import { SaveTutorApplicationStepHandler } from './save-tutor-application-step.handler';

@Resolver()
export class SaveTutorApplicationStepResolver {
  constructor(
    private readonly handler: SaveTutorApplicationStepHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => TutorApplicationModel, {
    description: "Saves one step of the signed-in user's own application (Next). Every invalid field is named; nothing is stored then. Saving the same answers again changes nothing.",
  })
  async saveTutorApplicationStep(
    @Args('input') input: TutorApplicationStepInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorApplicationModel> {
    return this.handler.execute({ applicantId: viewer.userId, form: input }, this.pipeline.contextOf(context, viewer.userId));
  }
}

import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EditClassesHandler } from '../edit-classes/edit-classes.handler';
import { EditClassInput } from '../edit-classes/edit-classes.input';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';

@Resolver()
export class EditClassesResolver {
  constructor(
    private readonly handler: EditClassesHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Changes the subject, school, teacher or level of classes on the signed-in tutor's profile (at most 100 at a time), all or none." })
  async editClasses(
    @Args('classes', { type: () => [EditClassInput] }) classes: EditClassInput[],
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, classes: classes, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}

import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorClassInput } from '../add-classes-to-tutor-profile/add-classes-to-tutor-profile.input';
import { AddClassesHandler } from '../add-classes/add-classes.handler';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';

@Resolver()
export class AddClassResolver {
  constructor(
    private readonly handler: AddClassesHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Adds one class to the signed-in tutor's profile, resolved against the course catalog." })
  async addClass(
    @Args('input', { type: () => TutorClassInput }) input: TutorClassInput,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, classes: [input], expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}

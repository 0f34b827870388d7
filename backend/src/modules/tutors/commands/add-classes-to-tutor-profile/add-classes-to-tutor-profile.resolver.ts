import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { AddClassesToTutorProfileHandler } from './add-classes-to-tutor-profile.handler';
import { TutorClassInput } from './add-classes-to-tutor-profile.input';

@Resolver()
export class AddClassesToTutorProfileResolver {
  constructor(
    private readonly handler: AddClassesToTutorProfileHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR', 'ADMIN')
  @Mutation(() => TutorModel, { description: "Adds classes to a tutor's profile: the signed-in tutor's, or with tutorId (admins only) any tutor's." })
  async addClassesToTutorProfile(
    @Args('tutorId', { type: () => ID, nullable: true }) tutorId: string | null,
    @Args('classes', { type: () => [TutorClassInput] }) classes: TutorClassInput[],
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ viewer, tutorId, classes, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}

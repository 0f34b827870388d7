import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { RemoveClassesFromTutorProfileHandler } from './remove-classes-from-tutor-profile.handler';

@Resolver()
export class RemoveClassesFromTutorProfileResolver {
  constructor(
    private readonly handler: RemoveClassesFromTutorProfileHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Removes classes from the tutor's profile by course key; keys not listed are ignored." })
  async removeClassesFromTutorProfile(
    @Args('courseKeys', { type: () => [String] }) courseKeys: string[],
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, courseKeys, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}

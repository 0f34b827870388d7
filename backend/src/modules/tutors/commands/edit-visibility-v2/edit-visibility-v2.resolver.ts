import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditVisibilityV2Handler } from './edit-visibility-v2.handler';

@Resolver()
export class EditVisibilityV2Resolver {
  constructor(
    private readonly handler: EditVisibilityV2Handler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: 'Shows or hides the tutor in search; only visible tutors who signed the agreement are found.' })
  async editVisibilityV2(
    @Args('isVisible', { type: () => Boolean }) isVisible: boolean,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, isVisible, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
